import { EMAIL_PLACEHOLDERS } from './schema'

export type PlaceholderValues = Partial<Record<(typeof EMAIL_PLACEHOLDERS)[number], string>>

/**
 * Replaces `{{name}}` with its value. Unknown or unfilled placeholders stay visible as they
 * are, so a typo in a template shows up in the e-mail tester instead of vanishing.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (whole, name: string) => {
    const value = (values as Record<string, string | undefined>)[name]
    return value ?? whole
  })
}

/** Placeholders a text uses that the template format does not know. */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = EMAIL_PLACEHOLDERS
  return [...text.matchAll(/\{\{\s*([a-zA-Z]+)\s*\}\}/g)].map((match) => match[1]!).filter((name) => !known.includes(name))
}
