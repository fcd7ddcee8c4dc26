/** Academic and courtesy titles that are not part of a person's initials ("Dr Ewa Lisowska" is EL). */
const TITLES = new Set(['dr', 'prof', 'mgr', 'inż', 'hab', 'phd', 'mr', 'mrs', 'ms', 'mx'])

/**
 * Initials for an expert without a photo: the first letters of the first and last names, with
 * titles and abbreviations left out; one letter for a single name, '' for none.
 */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[.,]/g, ''))
    .filter((word) => word && !TITLES.has(word.toLowerCase()))
  const first = words[0]
  const last = words.length > 1 ? words[words.length - 1] : undefined
  return [first, last].map((word) => (word ? Array.from(word)[0]!.toLocaleUpperCase() : '')).join('')
}
