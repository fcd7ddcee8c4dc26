/**
 * Words around chart numbers: values with their unit in the visitor's number style, the
 * sentence a screen reader hears instead of the drawing, and plural forms. Pure and React-free.
 */
import type { PageLanguage } from '../../../schemas/languages'

/** A number as the language writes it: 3.5 in English, 3,5 in Polish, at most one decimal by default. */
export function formatNumber(value: number, language: PageLanguage, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits }).format(value)
}

/**
 * A value with the content's unit. A percent sign sits on the number (45%) in both page
 * languages; any other unit (h, min, godz.) follows after a space.
 */
export function formatChartValue(value: number, language: PageLanguage, unit = ''): string {
  const number = formatNumber(value, language)
  const trimmed = unit.trim()
  if (!trimmed) return number
  return trimmed.startsWith('%') ? `${number}${trimmed}` : `${number} ${trimmed}`
}

export interface LabelledValue {
  label: string
  value: number
}

/**
 * What the chart shows, as one sentence for `aria-label`: "Now: 3.5 h, Week 1: 2.5 h". The
 * drawing is one image to assistive technology, so this carries every number in it.
 */
export function chartSummary(points: readonly LabelledValue[], language: PageLanguage, unit?: string): string {
  return points.map((point) => `${point.label}: ${formatChartValue(point.value, language, unit)}`).join(', ')
}

/**
 * A chart label on at most two lines, split at spaces, so labels under narrow columns ("Week 1"
 * under five columns on a phone) do not run into each other. SVG text does not wrap by itself.
 * A single long word stays whole; anything beyond two lines joins the second.
 */
export function wrapLabel(label: string, maxChars: number): string[] {
  const words = label.split(/\s+/).filter(Boolean)
  const first: string[] = []
  while (words.length > 0 && (first.length === 0 || [...first, words[0]].join(' ').length <= maxChars)) first.push(words.shift()!)
  return words.length > 0 ? [first.join(' '), words.join(' ')] : first.length > 0 ? [first.join(' ')] : []
}

/** Fills `{name}` placeholders of a template label; unknown placeholders stay visible so a typo shows. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** Plural forms by CLDR category; `other` is required, Polish also uses `one`, `few` and `many`. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

/** The form of `forms` that fits `count` in the language (1 odcinek, 2 odcinki, 20 odcinków). */
export function plural(count: number, language: PageLanguage, forms: PluralForms): string {
  const category = new Intl.PluralRules(language).select(count)
  return fill(forms[category] ?? forms.other, { count: formatNumber(count, language, 0) })
}
