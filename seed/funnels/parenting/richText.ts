/**
 * Portable Text for the FAQ answers: each string is one paragraph block; `**words**` become
 * bold spans. Keys come from positions, so re-seeding gives identical documents.
 */
import type { LocalePortableText, PortableTextBlock } from '../../../schemas/localized/schema'

function blocks(paragraphs: readonly string[], prefix: string): PortableTextBlock[] {
  return paragraphs.map((paragraph, index) => ({
    _type: 'block',
    _key: `${prefix}${index}`,
    style: 'normal',
    markDefs: [],
    children: paragraph
      .split(/(\*\*[^*]+\*\*)/)
      .filter(Boolean)
      .map((part, spanIndex) => {
        const bold = part.startsWith('**') && part.endsWith('**')
        return { _type: 'span' as const, _key: `${prefix}${index}s${spanIndex}`, text: bold ? part.slice(2, -2) : part, marks: bold ? ['strong'] : [] }
      }),
  }))
}

/** A localised rich text from English and Polish paragraphs. */
export const richText = (en: readonly string[], pl: readonly string[]): LocalePortableText => ({ _type: 'localePortableText', en: blocks(en, 'en'), pl: blocks(pl, 'pl') })
