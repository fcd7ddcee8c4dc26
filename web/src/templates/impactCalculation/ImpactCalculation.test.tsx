// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { actionName, copy, renderTemplate, seedPage, textQuery } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import ImpactCalculation from './Template'

const page = seedPage(resultPages, 'impact-calculation', 'impactCalculation')
const show = (language: 'en' | 'pl' = 'en') => renderTemplate(ImpactCalculation, templateTestProps(page, uiStrings, language))
const fill = (template: string, name: string, value: string) => template.replace(`{${name}}`, value)
const sums = () =>
  Array.from(document.querySelectorAll('.impact-sum')).map((sum) =>
    ['.impact-input', '.impact-month', '.impact-year'].map((part) => sum.querySelector(part)?.textContent),
  )

describe('ImpactCalculation', () => {
  it('works out the hours a month and a year of every habit from its minutes a day', async () => {
    const { user, calls } = show()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    const minutes = page.items!.map((item) => item.value)
    expect(minutes).toEqual([15, 20, 5])
    const [day, month, year] = [copy(uiStrings.impactPerDay), copy(uiStrings.impactPerMonth), copy(uiStrings.impactPerYear)]
    expect(sums()).toEqual([
      [fill(day, 'minutes', '15'), fill(month, 'hours', '7.5'), fill(year, 'hours', '91')],
      [fill(day, 'minutes', '20'), fill(month, 'hours', '10'), fill(year, 'hours', '122')],
      [fill(day, 'minutes', '5'), fill(month, 'hours', '2.5'), fill(year, 'hours', '30')],
    ])
    for (const item of page.items!) expect(screen.getByRole('heading', { level: 2, name: copy(item.title) })).toBeTruthy()
    expect(screen.getByText(textQuery(page.footer))).toBeTruthy()
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
    expect(calls.next).toBe(1)
  })

  it('writes the sums in Polish number style', () => {
    show('pl')
    expect(sums()[0]).toEqual([
      fill(copy(uiStrings.impactPerDay, 'pl'), 'minutes', '15'),
      fill(copy(uiStrings.impactPerMonth, 'pl'), 'hours', '7,5'),
      fill(copy(uiStrings.impactPerYear, 'pl'), 'hours', '91'),
    ])
  })
})
