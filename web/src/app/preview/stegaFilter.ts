import { PAGE_LANGUAGES } from '../../../../schemas/languages'

/** A segment of a value's path in its source document, as Sanity's content source map gives it. */
type PathSegment = string | number | { _key: string; _index: number }

const languages: ReadonlySet<PathSegment> = new Set(PAGE_LANGUAGES)

/**
 * Whether a string from a query result is copy a copywriter writes, and so may carry the
 * invisible edit markers (stega) that let the Studio's overlays find it: a localised text
 * (`title.en`) or the text of a Portable Text span under a language (`body.pl[0].children[0].text`).
 * Everything else stays byte-for-byte as stored: keys, paths, componentTypes, URLs, ids, a
 * block's `style` or a span's `marks` live outside a language or are not copy, and zod, routing
 * and the templates compare them to known values.
 */
export function encodesCopy(sourcePath: readonly PathSegment[]): boolean {
  const last = sourcePath.at(-1)
  if (last !== undefined && languages.has(last)) return true
  return last === 'text' && sourcePath.some((segment) => languages.has(segment))
}
