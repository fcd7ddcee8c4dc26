// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { actionName, copy, renderTemplate, seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import MethodPreview from './Template'

const page = seedPage(resultPages, 'method-preview', 'methodPreview')
const steps = page.items!
const numbered = (template: string, number: number) => template.replace('{number}', String(number))
const shown = () => within(screen.getByRole('list')).getAllByRole('listitem')

describe('MethodPreview', () => {
  it('lists the 5 steps of the 4-week method in order, each named with its number and tagged with its week', async () => {
    const { user, calls } = renderTemplate(MethodPreview, templateTestProps(page, uiStrings))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    expect(screen.getByRole('list').tagName).toBe('OL')
    expect(shown()).toHaveLength(5)
    steps.forEach((step, index) => {
      const name = `${numbered(copy(uiStrings.methodStep), index + 1)}: ${copy(step.title)}`
      expect(within(shown()[index]!).getByRole('heading', { level: 2, name })).toBeTruthy()
      expect(shown()[index]!.querySelector('.method-week')?.textContent).toBe(numbered(copy(uiStrings.methodWeek), step.value!))
      expect(shown()[index]!.textContent).toContain(copy(step.text))
    })
    expect(steps.map((step) => step.value)).toEqual([1, 1, 2, 3, 4])
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
    expect(calls.next).toBe(1)
  })

  it('names steps and weeks in Polish, and leaves the week out when a step has none', () => {
    const base = templateTestProps(page, uiStrings, 'pl')
    const items = base.page.items!.map(({ value: _value, ...item }) => item)
    const without = renderTemplate(MethodPreview, { ...base, page: { ...base.page, items } })
    expect(screen.getByRole('heading', { level: 2, name: `${numbered(copy(uiStrings.methodStep, 'pl'), 1)}: ${copy(steps[0]!.title, 'pl')}` })).toBeTruthy()
    expect(document.querySelector('.method-week')).toBeNull()
    without.unmount()
    renderTemplate(MethodPreview, base)
    expect(shown()[4]!.querySelector('.method-week')?.textContent).toBe(numbered(copy(uiStrings.methodWeek, 'pl'), 4))
  })
})
