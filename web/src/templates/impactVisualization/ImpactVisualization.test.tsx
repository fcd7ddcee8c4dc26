import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { str, keyed } from '../../../../seed/build'
import { uiStrings } from '../../../../seed/uiStrings'
import { templateTestProps } from '../templateTestProps'
import ImpactVisualization from './ImpactVisualization'

const page = resultPages.find((candidate) => candidate.key === 'impact-visualization')

describe('ImpactVisualization', () => {
  it('shows before and after as figures, and every point on a rising line', () => {
    const html = renderToStaticMarkup(<ImpactVisualization {...templateTestProps(page, uiStrings)} />)
    expect(html).toContain('<h1>More independent play, week by week</h1>')
    expect(html).toMatch(/impact-before"><span class="impact-figure-label">Now<\/span><strong class="impact-figure-value">10 min<\/strong>/)
    expect(html).toMatch(/impact-after"><span class="impact-figure-label">Week 4<\/span><strong class="impact-figure-value">40 min<\/strong>/)
    const dots = [...html.matchAll(/<circle class="chart-dot" data-value="(\d+)" cx="([\d.]+)" cy="([\d.]+)"/g)]
    expect(dots.map((dot) => Number(dot[1]))).toEqual([10, 15, 25, 32, 40])
    // Larger values sit higher (smaller y); the largest touches the top of the plot.
    expect(dots.map((dot) => Number(dot[3]))).toEqual([...dots.map((dot) => Number(dot[3]))].sort((a, b) => b - a))
    expect(Number(dots[4]![3])).toBe(14)
    expect(html).toContain('aria-label="Now: 10 min, Week 1: 15 min, Week 2: 25 min, Week 3: 32 min, Week 4: 40 min"')
    expect(html).toContain('4 times more independent play after 4 weeks')
    expect(html).toContain('class="primary-button">Continue</button>')
  })

  it('shows impact cards when the content gives items instead of a chart', () => {
    const base = templateTestProps(page, uiStrings, 'pl')
    const items = keyed([{ _type: 'pageItem' as const, title: str('Clearer priorities', 'Jaśniejsze priorytety') }])
    const html = renderToStaticMarkup(<ImpactVisualization {...base} page={{ ...base.page, chart: undefined, items }} />)
    expect(html).not.toContain('<svg')
    expect(html).toContain('<h2 class="item-card-title">Jaśniejsze priorytety</h2>')
  })
})
