// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { questionPages } from '../../../../seed/funnels/demo/questions'
import { sharedOptionSets } from '../../../../seed/optionSets'
import { uiStrings } from '../../../../seed/uiStrings'
import { copy, renderTemplate, seedPage, templateProps, withOptions } from '../templateTestKit'
import type { TemplateProps } from '../TemplateProps'
import AgeQuestion from './Template'

const page = withOptions(seedPage(questionPages, 'age', 'ageQuestion'), sharedOptionSets)
const show = (overrides: Partial<TemplateProps<'ageQuestion'>> = {}) => renderTemplate(AgeQuestion, templateProps(page, uiStrings, overrides))
const continueButton = () => screen.queryByRole('button', { name: copy(uiStrings.continue) })

describe('AgeQuestion', () => {
  it('renders the eight age groups of the spec as radios in one group named by the title', () => {
    show()
    const group = screen.getByRole('group', { name: copy(page.title) })
    const radios = Array.from(group.querySelectorAll('input[type="radio"]'))
    expect(radios).toHaveLength(8)
    expect(page.options.map((option) => copy(option.label))).toEqual(['Under 20', '20–24', '25–29', '30–34', '35–39', '40–44', '45–49', '50+'])
    page.options.forEach((option, index) => expect(screen.getByRole('radio', { name: copy(option.label) })).toBe(radios[index]))
    expect(continueButton()).toBeNull()
  })

  it('names the groups in Polish', () => {
    show({ language: 'pl' })
    expect(screen.getByRole('radio', { name: copy(page.options[0]!.label, 'pl') })).toBeTruthy()
  })

  it('shows the stored answer checked, with Continue', () => {
    show({ answers: { age: [{ key: page.options[3]!.key, index: 3 }] } })
    expect((screen.getByRole('radio', { name: copy(page.options[3]!.label) }) as HTMLInputElement).checked).toBe(true)
    expect(continueButton()).not.toBeNull()
  })

  it('a pointer choice answers and moves on; a keyboard choice only answers', async () => {
    const pointer = show()
    await pointer.user.click(screen.getByRole('radio', { name: copy(page.options[7]!.label) }))
    expect(pointer.calls).toMatchObject({ answers: [[{ key: page.options[7]!.key, index: 7 }]], next: 1 })
    pointer.unmount()

    const keyboard = show()
    screen.getByRole('radio', { name: copy(page.options[1]!.label) }).focus()
    await keyboard.user.keyboard('{ArrowLeft}')
    expect(keyboard.calls).toMatchObject({ answers: [[{ key: page.options[0]!.key, index: 0 }]], next: 0 })
    await keyboard.user.click(continueButton()!)
    expect(keyboard.calls.next).toBe(1)
  })
})
