import { describe, expect, it } from 'vitest'
import { polishRichTextProblems, singleLettersBeforePlainSpace } from '../schemas/content/checks/polishTypography'
import { typeset } from '../schemas/content/typeset'
import { emailFooterCopy } from '../schemas/emailLayout/emailFooterCopy'
import { seedDocuments } from './dataset'

type Found = { path: string; value: unknown }

/** Every Polish value in the seed (strings, rich text), with where it sits. */
function* polishValues(value: unknown, path = ''): Generator<Found> {
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* polishValues(item, `${path}[${index}]`)
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'pl') yield { path: `${path}.pl`, value: child }
      else yield* polishValues(child, `${path}.${key}`)
    }
  }
}

describe('Polish typography of the seed', () => {
  const found = [...polishValues(seedDocuments())]

  it('leaves no one-letter word before an ordinary space once typeset, as every string reaches the page and the e-mail', () => {
    const strings = found.filter((item): item is { path: string; value: string } => typeof item.value === 'string')
    expect(strings.length).toBeGreaterThan(500)
    const left = strings.filter(({ value }) => singleLettersBeforePlainSpace(typeset(value, 'pl')).length > 0).map(({ path, value }) => `${path}: ${value}`)
    expect(left).toEqual([])
  })

  it('ends no rich-text piece with a one-letter word, which the transform cannot reach', () => {
    const richText = found.filter((item) => Array.isArray(item.value))
    const problems = richText.flatMap(({ path, value }) => polishRichTextProblems(value as []).map((problem) => `${path}: ${problem}`))
    expect(problems).toEqual([])
  })

  it('typesets the e-mail footer’s fixed Polish words', () => {
    for (const words of Object.values(emailFooterCopy('pl'))) expect(singleLettersBeforePlainSpace(words)).toEqual([])
  })
})
