import { describe, expect, it } from 'vitest'
import { localePortableTextSchema } from './schema'

/** What the Studio's default block editor stores for bold, italics, a link and a list. */
const studioBlocks = [
  {
    _type: 'block',
    _key: 'a1',
    style: 'normal',
    markDefs: [{ _type: 'link', _key: 'm1', href: 'https://example.com' }],
    children: [
      { _type: 'span', _key: 's1', text: 'Bold', marks: ['strong'] },
      { _type: 'span', _key: 's2', text: ' and ', marks: [] },
      { _type: 'span', _key: 's3', text: 'linked', marks: ['em', 'm1'] },
    ],
  },
  { _type: 'block', _key: 'a2', style: 'normal', listItem: 'bullet', level: 1, markDefs: [], children: [{ _type: 'span', _key: 's4', text: 'one' }] },
  { _type: 'block', _key: 'a3', style: 'normal', listItem: 'number', level: 2, markDefs: [], children: [{ _type: 'span', _key: 's5', text: 'two' }] },
  // An emptied line: the editor may leave the span's text or the children out.
  { _type: 'block', _key: 'a4', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's6' }] },
  { _type: 'block', _key: 'a5', style: 'normal' },
]

const value = (en: unknown[]) => ({ _type: 'localePortableText', en })

describe('localePortableTextSchema', () => {
  it('accepts what the block editor stores for bold, italics, links and lists', () => {
    expect(localePortableTextSchema.safeParse(value(studioBlocks)).success).toBe(true)
  })

  it('rejects array members other than text blocks, so the document keeps its snapshot twin', () => {
    const image = { _type: 'image', _key: 'i1', asset: { _type: 'reference', _ref: 'image-1' } }
    const result = localePortableTextSchema.safeParse(value([...studioBlocks, image]))
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['en', studioBlocks.length, '_type'])
  })

  it('rejects a link without its type or key, and a list kind the editor does not offer', () => {
    expect(localePortableTextSchema.safeParse(value([{ ...studioBlocks[0], markDefs: [{ href: '/x' }] }])).success).toBe(false)
    expect(localePortableTextSchema.safeParse(value([{ ...studioBlocks[1], listItem: 'checkbox' }])).success).toBe(false)
  })
})
