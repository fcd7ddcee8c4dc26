import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { templateTestProps } from '../templateTestProps'
import ImpactCalculation from './ImpactCalculation'

const page = resultPages.find((candidate) => candidate.key === 'impact-calculation')

const sums = (html: string) =>
  [...html.matchAll(/<span class="impact-input">([^<]+)<\/span>.*?<strong class="impact-month">([^<]+)<\/strong><span class="impact-year">([^<]+)<\/span>/g)].map((match) => match.slice(1))

describe('ImpactCalculation', () => {
  it('works out the hours a month and a year of every habit from its minutes a day', () => {
    const html = renderToStaticMarkup(<ImpactCalculation {...templateTestProps(page, uiStrings)} />)
    expect(html).toContain('<h1>A few minutes a day add up</h1>')
    expect(sums(html)).toEqual([
      ['15 min a day', '7.5 h a month', '91 h a year'],
      ['20 min a day', '10 h a month', '122 h a year'],
      ['5 min a day', '2.5 h a month', '30 h a year'],
    ])
    expect(html).toContain('<h2 class="impact-row-title">Listen on your commute</h2>')
    expect(html).toContain('Based on 30 days a month and 365 days a year.')
    expect(html).toContain('class="primary-button">Continue</button>')
  })

  it('writes the sums in Polish number style', () => {
    const html = renderToStaticMarkup(<ImpactCalculation {...templateTestProps(page, uiStrings, 'pl')} />)
    expect(sums(html)[0]).toEqual(['15 min dziennie', '7,5 godz. miesięcznie', '91 godz. rocznie'])
  })
})
