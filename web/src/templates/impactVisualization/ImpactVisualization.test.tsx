// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { keyed, str } from '../../../../seed/build'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { actionName, copy, renderTemplate, seedPage, textQuery } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import ImpactVisualization from './Template'

const page = seedPage(resultPages, 'impact-visualization', 'impactVisualization')
const chart = page.chart!
const points = chart.points!
const withUnit = (value: number) => `${value} ${copy(chart.unit)}`

describe('ImpactVisualization', () => {
  it('shows before and after as figures, and every point on a rising line', async () => {
    const { user, calls } = renderTemplate(ImpactVisualization, templateTestProps(page, uiStrings))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    const figures = Array.from(document.querySelectorAll('.impact-figure')).map((figure) => figure.textContent)
    const [first, last] = [points[0]!, points[points.length - 1]!]
    expect(figures).toEqual([`${copy(first.label)}${withUnit(first.value)}`, `${copy(last.label)}${withUnit(last.value)}`])
    const dots = Array.from(document.querySelectorAll('circle.chart-dot'))
    expect(dots.map((dot) => Number(dot.getAttribute('data-value')))).toEqual(points.map((point) => point.value))
    // Larger values sit higher (smaller y); the largest touches the top of the plot.
    const heights = dots.map((dot) => Number(dot.getAttribute('cy')))
    expect(heights).toEqual([...heights].sort((a, b) => b - a))
    expect(heights[heights.length - 1]).toBe(14)
    const summary = points.map((point) => `${copy(point.label)}: ${withUnit(point.value)}`).join(', ')
    expect(screen.getByRole('img', { name: summary })).toBeTruthy()
    expect(screen.getByText(textQuery(chart.highlight))).toBeTruthy()
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
    expect(calls.next).toBe(1)
  })

  it('shows impact cards when the content gives items instead of a chart', () => {
    const base = templateTestProps(page, uiStrings, 'pl')
    const items = keyed([{ _type: 'pageItem' as const, title: str('Clearer priorities', 'Jaśniejsze priorytety') }])
    const { container } = renderTemplate(ImpactVisualization, { ...base, page: { ...base.page, chart: undefined, items } })
    expect(container.querySelector('svg')).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: copy(items[0]!.title, 'pl') })).toBeTruthy()
  })
})
