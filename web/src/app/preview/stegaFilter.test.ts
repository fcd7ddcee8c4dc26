import { describe, expect, it } from 'vitest'
import { encodesCopy } from './stegaFilter'

describe('encodesCopy', () => {
  it('marks localised copy in every page language', () => {
    expect(encodesCopy(['title', 'en'])).toBe(true)
    expect(encodesCopy(['options', { _key: 'a', _index: 0 }, 'label', 'pl'])).toBe(true)
  })

  it("marks a Portable Text span's text under a language", () => {
    expect(encodesCopy(['body', 'en', { _key: 'b1', _index: 0 }, 'children', { _key: 's1', _index: 0 }, 'text'])).toBe(true)
  })

  it('leaves keys, paths, componentTypes, ids and URLs alone', () => {
    for (const path of [['key'], ['path'], ['componentType'], ['_id'], ['images', 0, 'src'], ['pages', 0, '_ref'], ['abTests', 0, 'variants', 0, 'value']])
      expect(encodesCopy(path)).toBe(false)
  })

  it("leaves a block's style, list kind and marks alone even under a language", () => {
    const block = ['body', 'en', { _key: 'b1', _index: 0 }]
    expect(encodesCopy([...block, 'style'])).toBe(false)
    expect(encodesCopy([...block, 'listItem'])).toBe(false)
    expect(encodesCopy([...block, 'children', { _key: 's1', _index: 0 }, 'marks', 0])).toBe(false)
    expect(encodesCopy([...block, 'markDefs', { _key: 'l1', _index: 0 }, 'href'])).toBe(false)
  })
})
