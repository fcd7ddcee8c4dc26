import { describe, expect, it } from 'vitest'
import { contentChecks, documentContentChecks, localizedValuesOf } from './contentChecks'

describe('contentChecks', () => {
  it('passes copy in both languages that names prices by placeholder and keeps its placeholders', () => {
    expect(contentChecks({ _type: 'localeText', en: 'About {perWeek} a week: {savingPercent}% less than paying monthly.', pl: 'Około {perWeek} tygodniowo, czyli o {savingPercent}% mniej niż płatność co miesiąc.' })).toEqual([])
  })

  it('runs every check over one value, each problem on its language', () => {
    const problems = contentChecks({ en: 'The yearly plan costs $59.99, half the regular $119.99.', pl: 'Plan roczny: {price}, czyli połowę regularnej ceny w  skali roku 🎉' })
    expect(problems.map((problem) => [problem.check, problem.level, problem.language])).toEqual([
      ['placeholders', 'error', 'pl'],
      ['currencyAmount', 'error', 'en'],
      ['referencePrice', 'error', 'en'],
      ['referencePrice', 'error', 'pl'],
      ['polishTypography', 'warning', 'pl'],
      ['noEmoji', 'error', 'pl'],
    ])
  })

  it('checks e-mail promises only where the funnel is known', () => {
    const value = { en: 'We will send you a postcard.' }
    expect(contentChecks(value)).toEqual([])
    const emailPromises = { vocabulary: { promiseOfEmail: /we will send/i, notAPromise: /log in/i, promises: [] }, templateKeys: new Set<string>() }
    expect(contentChecks(value, { emailPromises }).map((problem) => problem.check)).toEqual(['emailPromise'])
  })
})

describe('documentContentChecks', () => {
  const page = {
    _id: 'page.demo.money',
    _type: 'page',
    key: 'money',
    title: { _type: 'localeString', en: 'About $1.15 a week', pl: 'Około {perWeek} tygodniowo' },
    paragraphAlternatives: [{ _key: 'a', _type: 'localeText', en: 'Only {price}', pl: 'Tylko {cena}' }],
    finePrint: { _type: 'localePortableText', en: [{ _type: 'block', children: [{ _type: 'span', text: 'Cancel any time' }] }], pl: [{ _type: 'block', children: [{ _type: 'span', text: 'Zrezygnuj w ' }, { _type: 'span', text: 'każdej chwili', marks: ['strong'] }] }] },
  }

  it('finds every localised value of a document, in arrays and rich text too', () => {
    expect([...localizedValuesOf(page)].map(({ path }) => path)).toEqual(['title', 'paragraphAlternatives[0]', 'finePrint'])
  })

  it('names the field of each problem by its path and language', () => {
    expect(documentContentChecks(page).map((problem) => `${problem.path} ${problem.check}`)).toEqual([
      'title.pl placeholders',
      'title.en currencyAmount',
      'paragraphAlternatives[0].pl placeholders',
      'paragraphAlternatives[0].pl placeholders',
      'finePrint.pl polishTypography',
    ])
  })
})
