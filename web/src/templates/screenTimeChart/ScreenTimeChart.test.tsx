import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { templateTestProps } from '../templateTestProps'
import ScreenTimeChart from './ScreenTimeChart'

const page = resultPages.find((candidate) => candidate.key === 'screen-time-chart')

describe('ScreenTimeChart', () => {
  it('draws one bar per point on one scale, today in grey and the program in the accent colour', () => {
    const html = renderToStaticMarkup(<ScreenTimeChart {...templateTestProps(page, uiStrings)} />)
    expect(html).toContain("<h1>Your child&#x27;s screen time, now and with the program</h1>")
    const bars = [...html.matchAll(/<rect class="(chart-bar[^"]*)" data-value="([\d.]+)"[^>]*width="([\d.]+)"/g)]
    expect(bars.map((bar) => [bar[1], bar[2]])).toEqual([
      ['chart-bar-start', '3.5'],
      ['chart-bar', '2.5'],
      ['chart-bar', '1.8'],
      ['chart-bar', '1.2'],
      ['chart-bar', '1'],
    ])
    // The largest value fills the width; the others are in proportion.
    expect(bars.map((bar) => Number(bar[3]))).toEqual([320, 228.57, 164.57, 109.71, 91.43])
    expect(html).toContain('aria-label="Now: 3.5 h, Week 1: 2.5 h, Week 2: 1.8 h, Week 3: 1.2 h, Week 4: 1 h"')
    expect(html).toContain('role="img"')
    expect(html).toContain('With the program')
    expect(html).toContain('<button type="button" class="primary-button">See how it works</button>')
  })

  it('writes values and labels in Polish', () => {
    const html = renderToStaticMarkup(<ScreenTimeChart {...templateTestProps(page, uiStrings, 'pl')} />)
    expect(html).toContain('Teraz: 3,5 godz., Tydzień 1: 2,5 godz.')
    expect(html).toContain('>3,5 godz.</text>')
    expect(html).toContain('Z programem')
  })
})
