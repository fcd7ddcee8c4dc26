import { describe, expect, it } from 'vitest'
import { currencyAmountProblems, currencyBesidePlaceholder, typedAmounts } from './currencyAmounts'

describe('typedAmounts', () => {
  it.each([
    ['The yearly plan costs $59.99.', ['$59.99']],
    ['Plan roczny kosztuje 59,99 zł.', ['59,99 zł']],
    ['Only €12 a month', ['€12']],
    ['Just £9.99', ['£9.99']],
    ['Pakiet START za 97 PLN', ['97 PLN']],
    ['USD 27 once', ['USD 27']],
    ['Starter $27 (was $67)', ['$27', '$67']],
    ['Było 1 299,00 zł', ['1 299,00 zł']],
    ['twenty bucks: 20 dollars', ['20 dollars']],
    ['Pakiet za 30 złotych', ['30 złotych']],
    ['After the free week it is 9.99 per month', ['9.99 per month']],
    ['Po darmowym tygodniu 9,99 miesięcznie', ['9,99 miesięcznie']],
    ['a plan for 9.99', ['9.99']],
    ['plan za 9,99', ['9,99']],
  ])('finds the money in %j', (text, amounts) => {
    expect(typedAmounts(text)).toEqual(amounts)
  })

  it.each([
    '8 modules, 300 strategies and 2500 actions',
    '94% of parents stay after 30 days',
    '10,000+ families, 800 joined last month',
    '10 000+ rodzin, 94% rodziców',
    '28 days to a refund; cancel 24 hours before',
    'Rated 4.8 on average, results in 3–5 days',
    'Oszczędzasz {savingPercent}% z planem rocznym: {perDay} dziennie',
    'Only {price} a year, {perWeek} a week',
    '66 zajęć w 4 tygodnie, 5 minut dziennie',
    'Chapter 1.2, version 2.10 of the guide',
  ])('passes numbers that are not money: %j', (text) => {
    expect(typedAmounts(text)).toEqual([])
  })
})

describe('currencyBesidePlaceholder', () => {
  it('finds a currency typed beside a price placeholder, and passes the placeholder alone', () => {
    expect(currencyBesidePlaceholder('Only ${price} a year')).toEqual(['${price}'])
    expect(currencyBesidePlaceholder('Tylko {price} zł rocznie')).toEqual(['{price} zł'])
    expect(currencyBesidePlaceholder('Zwróciliśmy {{amount}} PLN')).toEqual(['{{amount}} PLN'])
    expect(currencyBesidePlaceholder('Only {price} a year, {perDay} a day; zwrócimy {{amount}}')).toEqual([])
  })
})

describe('currencyAmountProblems', () => {
  it('puts an error on each language that types a price, saying what to write instead', () => {
    const problems = currencyAmountProblems({ _type: 'localeText', en: 'About $1.15 a week', pl: 'Około {perWeek} tygodniowo' })
    expect(problems).toEqual([{ check: 'currencyAmount', level: 'error', language: 'en', message: expect.stringContaining('Typed price „$1.15”') }])
    expect(problems[0]?.message).toContain('write {price}, {perDay}, {perWeek} or {savingPercent} instead')
  })

  it('passes copy that names its prices by placeholder', () => {
    expect(currencyAmountProblems({ en: 'About {perWeek} a week, {savingPercent}% less', pl: 'Około {perWeek} tygodniowo, {savingPercent}% taniej' })).toEqual([])
  })

  it('reads rich text and e-mail languages too', () => {
    const rich = [{ _type: 'block', children: [{ text: 'Pay ' }, { text: '€9.99', marks: ['strong'] }, { text: ' today' }] }]
    expect(currencyAmountProblems({ en: [{ _type: 'block', children: [{ text: 'Pay {price} today' }] }], pl: rich }).map((problem) => problem.language)).toEqual(['pl'])
    expect(currencyAmountProblems({ en: 'Refunded: {{amount}}', de: 'Erstattet: 9,99 €' }).map((problem) => problem.language)).toEqual(['de'])
  })
})
