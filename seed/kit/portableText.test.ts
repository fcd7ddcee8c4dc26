import { describe, expect, it } from 'vitest'
import { localePortableTextSchema } from '../../schemas/localized/schema'
import { portableText, richText } from './portableText'

describe('portableText', () => {
  it('turns paragraphs, bold, italics and links into blocks the block editor stores', () => {
    const [first, second] = portableText('Read **this** and *that*.\n\nSee [our terms](/terms).')
    expect(first!.children!.map((span) => [span.text, span.marks])).toEqual([
      ['Read ', []],
      ['this', ['strong']],
      [' and ', []],
      ['that', ['em']],
      ['.', []],
    ])
    expect(second!.markDefs).toEqual([{ _type: 'link', _key: 'b1l0', href: '/terms' }])
    expect(second!.children![1]).toMatchObject({ text: 'our terms', marks: ['b1l0'] })
  })

  it('makes bullet and numbered list items, one block each', () => {
    const blocks = portableText('Intro:\n- one\n- two\n\n1. first\n2. second')
    expect(blocks.map((block) => [block.listItem, block.children![0]!.text])).toEqual([
      [undefined, 'Intro:'],
      ['bullet', 'one'],
      ['bullet', 'two'],
      ['number', 'first'],
      ['number', 'second'],
    ])
  })

  it('gives stable, unique keys and passes the content schema in both languages', () => {
    const value = richText('A **b** [c](https://example.com)\n- d', 'A **b** [c](https://example.com)\n- d')
    expect(localePortableTextSchema.safeParse(value).success).toBe(true)
    expect(richText('x', 'y')).toEqual(richText('x', 'y'))
    const keys = value.en.flatMap((block) => [block._key, ...(block.children ?? []).map((span) => span._key)])
    expect(new Set(keys).size).toBe(keys.length)
  })
})
