import { describe, expect, it } from 'vitest'
import { polishRichTextProblems, singleLettersBeforePlainSpace } from './polishTypography'
import { typeset } from './typeset'

describe('singleLettersBeforePlainSpace', () => {
  it('finds one-letter words before an ordinary space and none once typeset', () => {
    const text = 'Dzieci i rodzice w domu, a potem z nami'
    expect(singleLettersBeforePlainSpace(text)).toEqual(['i', 'w', 'a', 'z'])
    expect(singleLettersBeforePlainSpace(typeset(text, 'pl'))).toEqual([])
  })
})

describe('polishRichTextProblems', () => {
  it('flags a one-letter word that ends a piece before a formatted word', () => {
    const blocks = [{ children: [{ text: 'Spokój w ' }, { text: 'domu' }, { text: ' i tyle' }] }]
    expect(polishRichTextProblems(blocks)).toEqual([expect.stringContaining('„w” ends a formatted piece before „domu”')])
  })

  it('passes rich text whose one-letter words sit inside a piece', () => {
    expect(polishRichTextProblems([{ children: [{ text: 'Spokój ' }, { text: 'w domu' }, { text: ' i tyle' }] }])).toEqual([])
    expect(polishRichTextProblems(undefined)).toEqual([])
  })
})
