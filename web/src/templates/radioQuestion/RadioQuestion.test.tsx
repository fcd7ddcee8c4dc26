// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { introPages } from '../../../../seed/funnels/demo/intro'
import { questionPages } from '../../../../seed/funnels/demo/questions'
import { sharedOptionSets } from '../../../../seed/optionSets'
import { uiStrings } from '../../../../seed/uiStrings'
import { copy, renderTemplate, seedPage, templateProps, textQuery, withOptions } from '../templateTestKit'
import type { TemplateProps } from '../TemplateProps'
import RadioQuestion from './Template'

const pageOf = (key: string) => withOptions(seedPage([...introPages, ...questionPages], key, 'radioQuestion'), sharedOptionSets)
const show = (key: string, overrides: Partial<TemplateProps<'radioQuestion'>> = {}) => renderTemplate(RadioQuestion, templateProps(pageOf(key), uiStrings, overrides))
const basic = pageOf('radio-question-basic')
const info = pageOf('radio-question-info')
const infoOf = (optionKey: string) => info.optionInfo!.find((entry) => entry.optionKey === optionKey)!
const continueButton = (language: 'en' | 'pl' = 'en') => screen.queryByRole('button', { name: copy(uiStrings.continue, language) })

describe('RadioQuestion', () => {
  it('renders the option set as one group of radios named by the title, no info region without option info', () => {
    show(basic.key)
    const group = screen.getByRole('group', { name: copy(basic.title) })
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(basic.options.length)
    for (const option of basic.options) expect(screen.getByRole('radio', { name: copy(option.label) }).getAttribute('name')).toBe(basic.key)
    expect(screen.queryByRole('status')).toBeNull()
    expect(continueButton()).toBeNull()
  })

  it('a pointer choice answers with the option and its index and moves on at once', async () => {
    const { user, calls } = show(basic.key)
    await user.click(screen.getByRole('radio', { name: copy(basic.options[1]!.label) }))
    expect(calls.answers).toEqual([[{ key: basic.options[1]!.key, index: 1 }]])
    expect(calls.next).toBe(1)
  })

  it('a keyboard choice only answers; Continue appears and moves on', async () => {
    const { user, calls } = show(basic.key)
    screen.getByRole('radio', { name: copy(basic.options[0]!.label) }).focus()
    await user.keyboard('{ArrowDown}')
    expect(calls.answers).toEqual([[{ key: basic.options[1]!.key, index: 1 }]])
    expect(calls.next).toBe(0)
    expect((screen.getByRole('radio', { name: copy(basic.options[1]!.label) }) as HTMLInputElement).checked).toBe(true)
    await user.click(continueButton()!)
    expect(calls.next).toBe(1)
  })

  it('radio-question-info: before an answer the live region is there, empty, and there is no Continue', () => {
    show(info.key)
    expect(screen.getByRole('status').textContent).toBe('')
    expect(continueButton()).toBeNull()
  })

  it('radio-question-info: a pointer choice shows its title and text in the live region and waits for Continue', async () => {
    const { user, calls } = show(info.key)
    const option = info.options[3]!
    await user.click(screen.getByRole('radio', { name: copy(option.label) }))
    expect(calls).toMatchObject({ answers: [[{ key: option.key, index: 3 }]], next: 0 })
    const status = screen.getByRole('status')
    expect(status.querySelector('h2')?.textContent).toBe(copy(infoOf(option.key).title))
    expect(status.querySelector('p')?.textContent).toBe(copy(infoOf(option.key).content))
    await user.click(continueButton()!)
    expect(calls.next).toBe(1)
  })

  it('radio-question-info: a stored answer shows its info in Polish, and only its own', () => {
    const chosen = info.options[1]!
    show(info.key, { answers: { [info.key]: [{ key: chosen.key, index: 1 }] }, language: 'pl' })
    expect((screen.getByRole('radio', { name: copy(chosen.label, 'pl') }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(copy(infoOf(chosen.key).title, 'pl'))
    expect(screen.queryByText(textQuery(infoOf(info.options[0]!.key).title, 'pl'))).toBeNull()
    expect(continueButton('pl')).not.toBeNull()
  })

  it('every option of radio-question-info has its info, in English and Polish', () => {
    for (const option of info.options) {
      const entry = info.optionInfo?.find((candidate) => candidate.optionKey === option.key)
      expect(entry?.title.pl, option.key).toBeTruthy()
      expect(entry?.content.pl, option.key).toBeTruthy()
    }
  })
})
