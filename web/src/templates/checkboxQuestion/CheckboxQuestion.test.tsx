// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { questionPages } from '../../../../seed/funnels/demo/questions'
import { screendetoxPages } from '../../../../seed/funnels/screendetox/index'
import { screendetoxOptionSets } from '../../../../seed/funnels/screendetox/optionSets'
import { sharedOptionSets } from '../../../../seed/optionSets'
import { uiStrings } from '../../../../seed/uiStrings'
import type { Answers } from '../../funnel/answers'
import { copy, renderTemplate, seedPage, templateProps, withOptions } from '../templateTestKit'
import type { TemplateProps } from '../TemplateProps'
import CheckboxQuestion from './Template'

const key = 'checkbox-question'
const page = withOptions(seedPage(questionPages, key, 'checkboxQuestion'), sharedOptionSets)
const show = (overrides: Partial<TemplateProps<'checkboxQuestion'>> = {}) => renderTemplate(CheckboxQuestion, templateProps(page, uiStrings, overrides))
const option = (index: number) => page.options[index]!
const box = (index: number, language: 'en' | 'pl' = 'en') => screen.getByRole('checkbox', { name: copy(option(index).label, language) }) as HTMLInputElement
const continueButton = (language: 'en' | 'pl' = 'en') => screen.getByRole('button', { name: copy(page.buttonText, language) || copy(uiStrings.continue, language) }) as HTMLButtonElement
const chosen: Answers = { [key]: [{ key: option(1).key, index: 1 }, { key: option(5).key, index: 5 }] }

describe('CheckboxQuestion', () => {
  it('draws each option’s icon as SVG before its label, hidden from readers (screen detox: which screens)', () => {
    const devices = withOptions(seedPage(screendetoxPages, 'device-usage', 'checkboxQuestion'), screendetoxOptionSets)
    renderTemplate(CheckboxQuestion, templateProps(devices, uiStrings))
    expect(devices.options.every((choice) => choice.icon)).toBe(true)
    for (const choice of devices.options) {
      const icon = screen.getByRole('checkbox', { name: copy(choice.label) }).closest('label')!.querySelector('svg.option-icon')
      expect([icon?.getAttribute('data-icon'), icon?.getAttribute('aria-hidden')]).toEqual([choice.icon, 'true'])
    }
  })

  it('renders six real checkboxes named by their labels, in a group described by the hint', () => {
    show()
    const group = screen.getByRole('group', { name: copy(page.title), description: copy(uiStrings.chooseAsMany) })
    expect(group.querySelectorAll('input[type="checkbox"]')).toHaveLength(6)
    page.options.forEach((_, index) => expect(box(index).name).toBe(key))
  })

  it('speaks Polish, hint included', () => {
    show({ language: 'pl' })
    expect(screen.getByRole('group', { description: copy(uiStrings.chooseAsMany, 'pl') })).toBeTruthy()
    expect(box(0, 'pl')).toBeTruthy()
  })

  it('Continue is really disabled until something is chosen', () => {
    show({ answers: { [key]: [] } })
    expect(continueButton().disabled).toBe(true)
  })

  it('shows a stored answer ticked, with Continue enabled', () => {
    show({ answers: chosen })
    expect(page.options.map((_, index) => box(index).checked)).toEqual([false, true, false, false, false, true])
    expect(continueButton().disabled).toBe(false)
  })

  it('the action sticks on phones as the page asks', () => {
    show()
    expect(continueButton().closest('.page-action')?.classList.contains('sticky-action')).toBe(page.stickyAction === true)
    expect(page.stickyAction).toBe(true)
  })

  it('ticking a box by pointer or space bar stores every chosen option with its index, in option order; Continue moves on', async () => {
    const { user, calls } = show({ answers: chosen })
    await user.click(box(2))
    box(1).focus()
    await user.keyboard(' ')
    expect(calls.answers).toEqual([
      [{ key: option(1).key, index: 1 }, { key: option(2).key, index: 2 }, { key: option(5).key, index: 5 }],
      [{ key: option(2).key, index: 2 }, { key: option(5).key, index: 5 }],
    ])
    expect(calls.next).toBe(0)
    await user.click(continueButton())
    expect(calls.next).toBe(1)
  })

  it('unticking the last box disables Continue again', async () => {
    const { user } = show()
    await user.click(box(0))
    expect(continueButton().disabled).toBe(false)
    await user.click(box(0))
    expect(continueButton().disabled).toBe(true)
  })
})
