import { fieldReaders } from '../page/templateFields'

/** What an override may set on any page, besides its template's fields (those are the ones it may replace). */
export const PAGE_WIDE_OVERRIDES = ['key', 'path', 'titleAlternative', 'paragraphAlternative'] as const

/**
 * Template fields a rule may not set, and why: the template and the option set make the page
 * what it is. A rule that switched the template would hand it another template's page; the
 * options are resolved from the option set before the rules apply, so a new set would show the
 * old options. Show or hide another page by rule instead.
 */
export const NOT_OVERRIDABLE = {
  componentType: 'A rule cannot switch the template: show or hide a page of the other template by rule instead',
  optionSet: "A rule cannot change the option set: a page's options are resolved before its rules apply; show or hide another question by rule instead",
} as const

const PAGE_WIDE = new Set<string>(['_type', ...PAGE_WIDE_OVERRIDES])
const readersOf: Readonly<Record<string, readonly string[] | undefined>> = fieldReaders

const entriesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const fieldsOf = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {})

/** One override field that would hand the page's template something other than its own page. */
export interface OverrideFieldIssue {
  path: (string | number)[]
  message: string
}

/**
 * The fields a page's override rules set that are not the page's own: a rule hands its template
 * the page with some of its own template's fields replaced (by values the same field schemas
 * accept), so what the template gets is always a page of that template. The page schema refuses
 * a page that breaks this (zod, everywhere content is read) and the Studio shows it on the field.
 */
export function overrideFieldIssues(page: unknown): OverrideFieldIssue[] {
  const { componentType, rules } = fieldsOf(page)
  return entriesOf(rules).flatMap((rule, r) =>
    Object.keys(fieldsOf(fieldsOf(rule).override)).flatMap((field): OverrideFieldIssue[] => {
      const path = ['rules', r, 'override', field]
      if (Object.hasOwn(NOT_OVERRIDABLE, field)) return [{ path, message: NOT_OVERRIDABLE[field as keyof typeof NOT_OVERRIDABLE] }]
      if (PAGE_WIDE.has(field) || readersOf[field]?.includes(String(componentType))) return []
      return [{ path, message: `The ${String(componentType)} template does not read "${field}": a rule may override only fields of its page's template` }]
    }),
  )
}
