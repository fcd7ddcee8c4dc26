import { describe, expect, it } from 'vitest'
import { chartSummary, fill, formatChartValue, formatNumber, plural, wrapLabel } from './chartText'

const episodes = { one: '{count} odcinek', few: '{count} odcinki', many: '{count} odcinków', other: '{count} odcinka' }

describe('chart text', () => {
  it('writes numbers in the language style', () => {
    expect(formatNumber(3.5, 'en')).toBe('3.5')
    expect(formatNumber(3.5, 'pl')).toBe('3,5')
    expect(formatNumber(2.25, 'en')).toBe('2.3')
    expect(formatNumber(10000, 'en', 0)).toBe('10,000')
  })

  it('puts a percent sign on the number and other units after a space', () => {
    expect(formatChartValue(45, 'en', '%')).toBe('45%')
    expect(formatChartValue(1.5, 'pl', 'godz.')).toBe('1,5 godz.')
    expect(formatChartValue(7, 'en', ' ')).toBe('7')
    expect(formatChartValue(7, 'en')).toBe('7')
  })

  it('summarises every point of a chart for screen readers', () => {
    const points = [
      { label: 'Now', value: 3.5 },
      { label: 'Week 4', value: 1 },
    ]
    expect(chartSummary(points, 'en', 'h')).toBe('Now: 3.5 h, Week 4: 1 h')
    expect(chartSummary([], 'en', 'h')).toBe('')
  })

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('{a} of {b}', { a: 1, b: 'two' })).toBe('1 of two')
    expect(fill('{a} and {typo}', { a: 1 })).toBe('1 and {typo}')
  })

  it('picks the plural form the language needs', () => {
    expect(plural(1, 'pl', episodes)).toBe('1 odcinek')
    expect(plural(3, 'pl', episodes)).toBe('3 odcinki')
    expect(plural(20, 'pl', episodes)).toBe('20 odcinków')
    expect(plural(22, 'pl', episodes)).toBe('22 odcinki')
    expect(plural(1, 'en', { one: '{count} episode', other: '{count} episodes' })).toBe('1 episode')
    expect(plural(20, 'en', { one: '{count} episode', other: '{count} episodes' })).toBe('20 episodes')
  })

  it('wraps chart labels onto at most two lines at spaces', () => {
    expect(wrapLabel('Week 1', 9)).toEqual(['Week 1'])
    expect(wrapLabel('Tydzień 1', 7)).toEqual(['Tydzień', '1'])
    expect(wrapLabel('With the whole program', 8)).toEqual(['With the', 'whole program'])
    expect(wrapLabel('Unbreakablelabel', 5)).toEqual(['Unbreakablelabel'])
    expect(wrapLabel('  ', 5)).toEqual([])
  })
})
