// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { actionName, copy, renderTemplate, seedPage, textQuery } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import ScreenTimeChart from './Template'

const page = seedPage(resultPages, 'screen-time-chart', 'screenTimeChart')
const chart = page.chart!
const points = chart.points!

describe('ScreenTimeChart', () => {
  it('draws one bar per point on one scale, today in grey and the program in the accent colour', async () => {
    const { user, calls, container } = renderTemplate(ScreenTimeChart, templateTestProps(page, uiStrings))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    const bars = Array.from(container.querySelectorAll('rect[data-value]'))
    expect(bars.map((bar) => [bar.getAttribute('class'), Number(bar.getAttribute('data-value'))])).toEqual(
      points.map((point, index) => [index === 0 ? 'chart-bar-start' : 'chart-bar', point.value]),
    )
    // The largest value fills the width; the others are in proportion.
    expect(bars.map((bar) => Number(bar.getAttribute('width')))).toEqual([320, 228.57, 164.57, 109.71, 91.43])
    const summary = points.map((point) => `${copy(point.label)}: ${point.value} ${copy(chart.unit)}`).join(', ')
    expect(screen.getByRole('img', { name: summary })).toBeTruthy()
    expect(screen.getByText(textQuery(chart.highlight))).toBeTruthy()
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
    expect(calls.next).toBe(1)
  })

  it('writes values and labels in Polish', () => {
    renderTemplate(ScreenTimeChart, templateTestProps(page, uiStrings, 'pl'))
    const first = `${copy(points[0]!.label, 'pl')}: 3,5 ${copy(chart.unit, 'pl')}`
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(new RegExp(`^${first}, ${copy(points[1]!.label, 'pl')}: 2,5 `))
    expect(screen.getByText(`3,5 ${copy(chart.unit, 'pl')}`).tagName.toLowerCase()).toBe('text')
    expect(screen.getByText(textQuery(chart.highlight, 'pl'))).toBeTruthy()
  })
})
