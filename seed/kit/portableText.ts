/**
 * Portable Text for seed copy, written in a small markdown subset so rich copy reads like copy:
 * blank lines separate paragraphs, `- ` starts a bullet, `1. ` a numbered item, `**bold**`,
 * `*italics*` and `[text](href)` inside a line. The result is what the Studio's default block
 * editor stores (blocks of spans, marks, link markDefs); keys follow position, so re-seeding
 * gives identical documents.
 */
import type { LocalePortableText, PortableTextBlock } from '../../schemas/localized/schema'

type Span = NonNullable<PortableTextBlock['children']>[number]
type Link = NonNullable<PortableTextBlock['markDefs']>[number]

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((\S+?)\)/g

function spans(line: string, blockKey: string): { children: Span[]; markDefs: Link[] } {
  const children: Span[] = []
  const markDefs: Link[] = []
  const push = (value: string, marks: string[]) => {
    if (value) children.push({ _type: 'span', _key: `${blockKey}s${children.length}`, text: value, marks })
  }
  let at = 0
  for (const match of line.matchAll(INLINE)) {
    push(line.slice(at, match.index), [])
    const [, bold, italic, linkText, href] = match
    if (bold !== undefined) push(bold, ['strong'])
    else if (italic !== undefined) push(italic, ['em'])
    else if (linkText !== undefined && href !== undefined) {
      const key = `${blockKey}l${markDefs.length}`
      markDefs.push({ _type: 'link', _key: key, href })
      push(linkText, [key])
    }
    at = match.index + match[0].length
  }
  push(line.slice(at), [])
  return { children, markDefs }
}

/** One language's copy as Portable Text blocks. */
export function portableText(source: string): PortableTextBlock[] {
  const lines = source
    .trim()
    .split(/\n\s*\n|\n(?=\s*(?:- |\d+\. ))/)
    .map((line) => line.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
  return lines.map((line, index) => {
    const key = `b${index}`
    const bullet = /^- (.*)$/.exec(line)
    const numbered = /^\d+\. (.*)$/.exec(line)
    const content = bullet?.[1] ?? numbered?.[1] ?? line
    const list = bullet ? { listItem: 'bullet' as const, level: 1 } : numbered ? { listItem: 'number' as const, level: 1 } : {}
    return { _type: 'block', _key: key, style: 'normal', ...list, ...spans(content, key) }
  })
}

/** Rich copy in English and Polish. */
export function richText(en: string, pl: string): LocalePortableText {
  return { _type: 'localePortableText', en: portableText(en), pl: portableText(pl) }
}
