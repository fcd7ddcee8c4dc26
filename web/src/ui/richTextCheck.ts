/**
 * Plain checks behind RichText, without React: which hrefs may become links, and which parts
 * of a Portable Text value the renderer does not know (so they can be reported, not guessed at).
 */

/** The block styles, list kinds and decorators the Studio's default block editor offers. */
export const KNOWN_STYLES: ReadonlySet<string> = new Set(['normal', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'])
export const KNOWN_LISTS: ReadonlySet<string> = new Set(['bullet', 'number'])
export const KNOWN_DECORATORS: ReadonlySet<string> = new Set(['strong', 'em', 'code', 'underline', 'strike-through'])

export type SafeHref = { href: string; external: boolean } | undefined

/**
 * A link target the page may open: http(s) and protocol-relative (external, a new tab), mailto,
 * and relative paths. Anything else (javascript:, data:, tel:, ...) is not a link. Browsers drop
 * tabs, newlines and leading spaces inside a URL, so the scheme is read with them removed.
 */
export function safeHref(href: string | undefined): SafeHref {
  if (!href) return undefined
  // eslint-disable-next-line no-control-regex -- the control characters are the point
  const compact = href.replace(/[\u0000-\u0020\u007f]/g, '')
  if (compact === '') return undefined
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase()
  if (scheme === 'http' || scheme === 'https') return { href: href.trim(), external: true }
  if (scheme === 'mailto') return { href: href.trim(), external: false }
  if (scheme !== undefined) return undefined
  if (compact.startsWith('//')) return { href: href.trim(), external: true }
  if (compact.startsWith('\\') || compact.startsWith('/\\')) return undefined // read as "//" by browsers
  return { href: href.trim(), external: false }
}

interface LooseBlock {
  _type: string
  style?: string
  listItem?: string
  markDefs?: readonly { _key: string; _type: string }[]
  children?: readonly { _type: string; marks?: readonly string[] }[]
}

/** One line per unknown block type, style, list kind, span type or mark in the value. */
export function findUnknown(blocks: readonly LooseBlock[]): string[] {
  const found: string[] = []
  for (const block of blocks) {
    if (block._type !== 'block') {
      found.push(`block type "${block._type}"`)
      continue
    }
    if (block.style && !KNOWN_STYLES.has(block.style)) found.push(`block style "${block.style}"`)
    if (block.listItem && !KNOWN_LISTS.has(block.listItem)) found.push(`list kind "${block.listItem}"`)
    const defs = new Map((block.markDefs ?? []).map((def) => [def._key, def._type]))
    for (const child of block.children ?? []) {
      if (child._type !== 'span') found.push(`inline type "${child._type}"`)
      for (const mark of child.marks ?? []) {
        const defType = defs.get(mark)
        if (defType === undefined ? !KNOWN_DECORATORS.has(mark) : defType !== 'link') found.push(`mark "${defType ?? mark}"`)
      }
    }
  }
  return [...new Set(found)]
}
