import { describe, expect, it } from 'vitest'
import { applyAnswerVariant } from './answerVariants'

const str = (en: string) => ({ _type: 'localeString' as const, en })
const page = {
  title: str('default'),
  paragraphs: [{ _type: 'localeText' as const, en: 'p', _key: 'p' }],
  answerVariants: [
    { _type: 'answerVariant' as const, _key: 'v1', questionKey: 'role', optionKey: 'parent', title: str('For parents') },
    { _type: 'answerVariant' as const, _key: 'v2', questionKey: 'role', optionKey: 'grandparent', title: str('For grandparents'), paragraph: { _type: 'localeText' as const, en: 'g' } },
  ],
}

describe('answer variants (section 3)', () => {
  it('uses the variant whose option was chosen', () => {
    expect(applyAnswerVariant(page, { role: [{ key: 'grandparent', index: 2 }] })).toMatchObject({ title: str('For grandparents'), paragraphs: [{ en: 'g' }] })
    expect(applyAnswerVariant(page, { role: [{ key: 'parent', index: 0 }] })).toMatchObject({ title: str('For parents'), paragraphs: [{ en: 'p' }] })
  })

  it('keeps the page copy without a matching answer', () => {
    expect(applyAnswerVariant(page, {})).toBe(page)
    expect(applyAnswerVariant(page, { role: [{ key: 'other', index: 3 }] })).toBe(page)
  })
})
