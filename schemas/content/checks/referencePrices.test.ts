import { describe, expect, it } from 'vitest'
import { referencePriceProblems, referencePrices } from './referencePrices'

describe('referencePrices', () => {
  it.each([
    ['One payment of {price} (was {originalPrice})', ['was {originalPrice}']],
    ['Jednorazowa płatność {price} (zamiast {originalPrice})', ['zamiast {originalPrice}']],
    ['The card shows {originalPrice} struck through', ['{originalPrice}']],
    ['Starter $27 (was $67)', ['was $67']],
    ['half the regular $119.99', ['regular $119.99']],
    ['czyli połowę regularnej ceny $119,99', ['połowę regularnej ceny']],
    ['Now {price} instead of $99', ['instead of $99']],
    ['97 zł zamiast 197 zł', ['zamiast 197 zł']],
    ['Half the regular price, today only', ['half the regular price']],
    ['Taniej o połowę od regularnej ceny', ['od regularnej ceny']],
  ])('finds the reference price in %j', (text, found) => {
    expect(referencePrices(text).map((match) => match.toLowerCase())).toEqual(found.map((match) => match.toLowerCase()))
  })

  it.each([
    'Regular price',
    'Cena regularna',
    'The yearly plan costs {price} and saves {savingPercent}% against paying monthly',
    'Plan roczny kosztuje {price}, o {savingPercent}% mniej niż płatność co miesiąc',
    'Small, regular changes help most; start the day with one idea instead of the news feed',
    'Małe, regularne zmiany pomagają najbardziej; zamiast wydawać polecenia, zapytaj',
    'Your refund of {{amount}} is on its way',
    'The payment was {{amount}}, and all of it is back on your card',
  ])('passes copy that names no reference price: %j', (text) => {
    expect(referencePrices(text)).toEqual([])
  })
})

describe('referencePriceProblems', () => {
  it('puts an error on each language that names a "was" price, saying why and what to write', () => {
    const problems = referencePriceProblems({ en: 'One payment of {price} (was {originalPrice})', pl: 'Jednorazowa płatność {price} (zamiast {originalPrice})' })
    expect(problems.map((problem) => [problem.check, problem.level, problem.language])).toEqual([
      ['referencePrice', 'error', 'en'],
      ['referencePrice', 'error', 'pl'],
    ])
    expect(problems[0]?.message).toContain('only where the server\'s catalogue holds a real previous price')
    expect(problems[0]?.message).toContain('leave the comparison to the card')
  })

  it('passes copy that leaves the comparison to the plan card', () => {
    expect(referencePriceProblems({ en: 'One payment of {price}, no subscription.', pl: 'Jednorazowa płatność {price}, bez subskrypcji.' })).toEqual([])
  })
})
