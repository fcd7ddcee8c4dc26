import { describe, expect, it } from 'vitest'
import { polishRichTextProblems, polishTypographyProblems, singleLettersBeforePlainSpace } from './polishTypography'
import { typeset } from '../typeset'

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

describe('polishTypographyProblems', () => {
  it('warns about Polish rich text whose one-letter word ends a formatted piece', () => {
    const blocks = [{ children: [{ text: 'Spokój w ' }, { text: 'domu' }] }]
    expect(polishTypographyProblems({ en: [{ children: [{ text: 'Calm at home' }] }], pl: blocks })).toEqual([
      { check: 'polishTypography', level: 'warning', language: 'pl', message: expect.stringContaining('„w” ends a formatted piece') },
    ])
  })

  it('warns about a one-letter word the typesetting cannot join to the next, and passes one it can', () => {
    expect(polishTypographyProblems({ en: 'Calm at home', pl: 'Spokój w  domu' })).toEqual([expect.objectContaining({ level: 'warning', language: 'pl', message: expect.stringContaining('„w” is followed by more than one space') })])
    expect(polishTypographyProblems({ en: 'Children and parents at home', pl: 'Dzieci i rodzice w domu' })).toEqual([])
  })

  it('reads only the Polish text', () => {
    expect(polishTypographyProblems({ en: 'a  b' })).toEqual([])
  })
})
