import { contrastRatio, formatRatio, textOn } from './contrast'
import type { ThemeColourName, ThemeColours } from './schema'

/** WCAG 2.x AA: body text and button labels. */
export const AA_TEXT = 4.5
/** WCAG 2.x AA: large text and user-interface parts (icons, borders, highlights). */
export const AA_LARGE = 3

export interface ContrastIssue {
  level: 'error' | 'warning'
  /** The colour to change: the field the Studio marks. */
  colour: ThemeColourName
  message: string
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The theme's pairs that fail WCAG AA: errors for text on the background and on the surface
 * and for the label on a primary or accent button (white, or the text colour where that reads
 * better: the colour the app then uses); warnings for accent, success and warning against the
 * background under 3:1, as they colour large text and interface parts, not body text.
 */
export function themeContrastIssues(colours: ThemeColours): ContrastIssue[] {
  const issues: ContrastIssue[] = []
  const check = (level: ContrastIssue['level'], colour: ThemeColourName, label: string, a: string, b: string, needed: number) => {
    const ratio = contrastRatio(a, b)
    if (ratio < needed) issues.push({ level, colour, message: `${capitalised(label)} is ${formatRatio(ratio)}; WCAG AA needs ${String(needed)}:1` })
  }
  check('error', 'text', 'Text on background', colours.text, colours.background, AA_TEXT)
  check('error', 'surface', 'Text on surface', colours.text, colours.surface, AA_TEXT)
  check('error', 'primary', 'Button text on primary', textOn(colours.primary, colours.text), colours.primary, AA_TEXT)
  check('error', 'accent', 'Button text on accent', textOn(colours.accent, colours.text), colours.accent, AA_TEXT)
  for (const colour of ['accent', 'success', 'warning'] as const) check('warning', colour, `${colour} on background`, colours[colour], colours.background, AA_LARGE)
  return issues
}
