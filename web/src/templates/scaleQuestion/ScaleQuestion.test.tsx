// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { questionPages } from '../../../../seed/funnels/demo/questions'
import { leadershipPages } from '../../../../seed/funnels/leadership/index'
import { leadershipOptionSets } from '../../../../seed/funnels/leadership/optionSets'
import { sharedOptionSets } from '../../../../seed/optionSets'
import { uiStrings } from '../../../../seed/uiStrings'
import type { Answers } from '../../funnel/answers'
import { copy, renderTemplate, seedPage, templateProps, textQuery, withOptions } from '../templateTestKit'
import type { TemplateProps } from '../TemplateProps'
import ScaleQuestion from './Template'

const pageOf = (key: string) => withOptions(seedPage(questionPages, key, 'scaleQuestion'), sharedOptionSets)
const show = (key: string, overrides: Partial<TemplateProps<'scaleQuestion'>> = {}) => renderTemplate(ScaleQuestion, templateProps(pageOf(key), uiStrings, overrides))
const basic = pageOf('scale-question-basic')
const empathy = pageOf('scale-question-empathy')
const answered = (key: string, index: number): Answers => ({ [key]: [{ key: basic.options[index]!.key, index }] })
const radios = () => screen.getAllByRole('radio') as HTMLInputElement[]
const continueButton = (language: 'en' | 'pl' = 'en') => screen.queryByRole('button', { name: copy(uiStrings.continue, language) })
const rangeFor = (index: number) => empathy.empathyInfo!.find((range) => range.rangeStart <= index && index <= range.rangeEnd)!

describe('ScaleQuestion', () => {
  it('draws the leadership motivation scale as five faces, frown to laugh, each radio named by its label, the outer labels at the ends', () => {
    const motivation = withOptions(seedPage(leadershipPages, 'motivation', 'scaleQuestion'), leadershipOptionSets)
    renderTemplate(ScaleQuestion, templateProps(motivation, uiStrings))
    expect(radios().map((radio) => radio.closest('label')!.querySelector('svg.scale-face')?.getAttribute('data-icon'))).toEqual(['frown', 'annoyed', 'meh', 'smile', 'laugh'])
    motivation.options.forEach((option, index) => expect(screen.getByRole('radio', { name: copy(option.label) })).toBe(radios()[index]))
    expect(document.querySelector('.scale-number')).toBeNull()
    expect(Array.from(document.querySelectorAll('.scale-ends span')).map((end) => end.textContent)).toEqual([copy(motivation.options[0]!.label), copy(motivation.options[4]!.label)])
  })

  it('renders five real radios in one group named by the statement; the end radios carry the agree/disagree ends', () => {
    show(basic.key)
    const group = screen.getByRole('group', { name: copy(basic.title) })
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(5)
    expect(radios().every((radio) => radio.name === basic.key && !radio.checked)).toBe(true)
    const { low, high } = basic.scaleLabels!
    expect(screen.getByRole('radio', { name: `${copy(basic.options[0]!.label)} ${copy(low)}` })).toBe(radios()[0])
    expect(screen.getByRole('radio', { name: `${copy(basic.options[4]!.label)} ${copy(high)}` })).toBe(radios()[4])
    expect(screen.getByRole('radio', { name: copy(basic.options[2]!.label) })).toBe(radios()[2])
    expect(continueButton()).toBeNull()
  })

  it('shows the statement with its context paragraph, in Polish too', () => {
    const text = pageOf('scale-question-text')
    show(text.key, { language: 'pl' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(text.title, 'pl'))
    expect(screen.getByText(textQuery(text.paragraphs![0], 'pl'))).toBeTruthy()
    expect(screen.getByRole('radio', { name: new RegExp(copy(text.scaleLabels!.high, 'pl')) })).toBe(radios()[4])
  })

  it('shows the stored answer as checked and offers Continue', () => {
    show(basic.key, { answers: answered(basic.key, 3) })
    expect(radios().map((radio) => radio.checked)).toEqual([false, false, false, true, false])
    expect(continueButton()).not.toBeNull()
  })

  it('a pointer choice answers with the 0-based index and moves on; a keyboard choice only answers', async () => {
    const { user, calls } = show(basic.key)
    await user.click(radios()[1]!)
    expect(calls).toMatchObject({ answers: [[{ key: basic.options[1]!.key, index: 1 }]], next: 1 })
    await user.keyboard('{ArrowRight}')
    expect(calls).toMatchObject({ answers: [[{ key: basic.options[1]!.key, index: 1 }], [{ key: basic.options[2]!.key, index: 2 }]], next: 1 })
    await user.click(continueButton()!)
    expect(calls.next).toBe(2)
  })

  it('keeps an empty live region before the answer, so the empathy text is announced when it appears', () => {
    show(empathy.key)
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('with empathy info a pointer choice stays and shows the text for the chosen range: 0-2 one text, 3-4 another', async () => {
    const { user, calls } = show(empathy.key)
    for (const index of [0, 2, 3, 4]) {
      await user.click(radios()[index]!)
      const range = rangeFor(index)
      expect(screen.getByRole('status').querySelector('h2')?.textContent, String(index)).toBe(copy(range.title))
      expect(screen.getByRole('status').querySelector('p')?.textContent, String(index)).toBe(copy(range.content))
    }
    expect(rangeFor(0)).toBe(rangeFor(2))
    expect(rangeFor(3)).not.toBe(rangeFor(2))
    expect(calls.next).toBe(0)
    expect(continueButton()).not.toBeNull()
  })

  it('shows the empathy text in Polish', () => {
    show(empathy.key, { answers: answered(empathy.key, 4), language: 'pl' })
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(copy(rangeFor(4).title, 'pl'))
    expect(continueButton('pl')).not.toBeNull()
  })
})
