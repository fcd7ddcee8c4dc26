import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { templateTestProps } from '../templateTestProps'
import EfficiencyChart from './EfficiencyChart'

const page = resultPages.find((candidate) => candidate.key === 'efficiency-chart')

describe('EfficiencyChart', () => {
  it('draws a column per point standing on the baseline, the tallest for the largest value', () => {
    const html = renderToStaticMarkup(<EfficiencyChart {...templateTestProps(page, uiStrings)} />)
    expect(html).toContain('<h1>How much of what you read you put into practice</h1>')
    const columns = [...html.matchAll(/<rect class="(chart-bar[^"]*)" data-value="(\d+)" x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="([\d.]+)"/g)]
    expect(columns.map((column) => [column[1], column[2]])).toEqual([
      ['chart-bar-start', '15'],
      ['chart-bar', '30'],
      ['chart-bar', '45'],
      ['chart-bar', '60'],
      ['chart-bar', '70'],
    ])
    const heights = columns.map((column) => Number(column[4]))
    expect(heights[4]).toBe(164)
    expect(heights[0]).toBeCloseTo((164 * 15) / 70, 1)
    // Every column ends on the baseline.
    for (const column of columns) expect(Number(column[3]) + Number(column[4])).toBeCloseTo(188, 5)
    expect(html).toContain('aria-label="Today: 15%, Week 1: 30%, Week 2: 45%, Week 3: 60%, Week 4: 70%"')
    expect(html).toContain('>70%</text>')
    expect(html).toContain('dy="0">Today</tspan></text>')
    expect(html).toContain('With daily actions')
    expect(html).toContain('class="primary-button">Continue</button>')
  })

  it('labels the weeks in Polish', () => {
    const html = renderToStaticMarkup(<EfficiencyChart {...templateTestProps(page, uiStrings, 'pl')} />)
    // Five columns leave too little room for "Tydzień 4" on one line.
    expect(html).toMatch(/<tspan x="[\d.]+" dy="0">Tydzień<\/tspan><tspan x="[\d.]+" dy="14">4<\/tspan>/)
    expect(html).toContain('Z codziennymi działaniami')
  })
})
