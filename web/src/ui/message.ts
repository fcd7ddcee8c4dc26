import type { PageLanguage } from '../../../schemas/languages'

type Values = Record<string, string | number>

/** A plural block: `{count, plural, one {# episode} other {# episodes}}` (ICU MessageFormat's plural). */
const PLURAL = /\{(\w+),\s*plural,((?:[^{}]|\{[^{}]*\})*)\}/g
const FORM = /(zero|one|two|few|many|other)\s*\{([^{}]*)\}/g

/**
 * Fills a content string's placeholders: `{name}` takes the value, and a plural block picks the
 * form for its number in the language (1 odcinek, 2 odcinki, 20 odcinków), with `#` as the
 * number written in the language's style. An unknown placeholder stays visible, so a typo in
 * content shows on the page instead of silently dropping a fact.
 */
export function formatMessage(template: string, values: Values, language: PageLanguage): string {
  const withPlurals = template.replace(PLURAL, (whole, name: string, body: string) => {
    const count = values[name]
    if (typeof count !== 'number') return whole
    const forms = Object.fromEntries([...body.matchAll(FORM)].map((match) => [match[1], match[2]]))
    const form = forms[new Intl.PluralRules(language).select(count)] ?? forms.other
    return form === undefined ? whole : form.replaceAll('#', new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(count))
  })
  return withPlurals.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
