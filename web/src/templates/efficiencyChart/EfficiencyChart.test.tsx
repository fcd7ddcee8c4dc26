// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { actionName, copy, renderTemplate, seedPage, textQuery } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import EfficiencyChart from './Template'

const page = seedPage(resultPages, 'efficiency-chart', 'efficiencyChart')
const points = page.chart!.points!

describe('EfficiencyChart', () => {
  it('draws a column per point standing on the baseline, the tallest for the largest value', async () => {
    const { user, calls, container } = renderTemplate(EfficiencyChart, templateTestProps(page, uiStrings))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    const columns = Array.from(container.querySelectorAll('rect[data-value]'))
    expect(columns.map((column) => [column.getAttribute('class'), Number(column.getAttribute('data-value'))])).toEqual(
      points.map((point, index) => [index === 0 ? 'chart-bar-start' : 'chart-bar', point.value]),
    )
    const number = (column: Element, name: string) => Number(column.getAttribute(name))
    expect(number(columns[4]!, 'height')).toBe(164)
    expect(number(columns[0]!, 'height')).toBeCloseTo((164 * 15) / 70, 1)
    // Every column ends on the baseline.
    for (const column of columns) expect(number(column, 'y') + number(column, 'height')).toBeCloseTo(188, 5)
    const summary = points.map((point) => `${copy(point.label)}: ${point.value}${copy(page.chart!.unit)}`).join(', ')
    expect(screen.getByRole('img', { name: summary })).toBeTruthy()
    expect(screen.getByText(`70${copy(page.chart!.unit)}`)).toBeTruthy()
    expect(screen.getByText(textQuery(points[0]!.label)).tagName.toLowerCase()).toBe('tspan')
    expect(screen.getByText(textQuery(page.chart!.highlight))).toBeTruthy()
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
    expect(calls.next).toBe(1)
  })

  it('labels the weeks in Polish, on two lines where a column is too narrow', () => {
    const { container } = renderTemplate(EfficiencyChart, templateTestProps(page, uiStrings, 'pl'))
    const last = copy(points[4]!.label, 'pl')
    const label = Array.from(container.querySelectorAll('text.chart-label')).find((text) => text.textContent === last.replace(' ', ''))
    expect(Array.from(label!.querySelectorAll('tspan')).map((line) => line.textContent)).toEqual(last.split(' '))
    expect(screen.getByText(textQuery(page.chart!.highlight, 'pl'))).toBeTruthy()
  })
})
