import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { questionPages } from '../../../../seed/funnels/demo/questions'
import { sharedOptionSets } from '../../../../seed/optionSets'
import { uiStrings } from '../../../../seed/uiStrings'
import type { AnswerItem, Answers } from '../../funnel/answers'
import { countOf, hostElements, templateProps, withOptions } from '../templateTestKit'
import type { TemplateProps } from '../TemplateProps'
import CheckboxQuestion from './CheckboxQuestion'

const key = 'checkbox-question'
const page = withOptions(questionPages.find((candidate) => candidate.key === key), sharedOptionSets)
const render = (overrides: Partial<TemplateProps> = {}) => renderToStaticMarkup(<CheckboxQuestion {...templateProps(page, uiStrings, overrides)} />)
const chosen: Answers = { [key]: [{ key: 'teamMotivation', index: 1 }, { key: 'decisionMaking', index: 5 }] }

describe('CheckboxQuestion', () => {
  it('renders six real checkboxes with labels and the hint, which describes the group', () => {
    const html = render()
    expect(countOf(html, /<input type="checkbox" name="checkbox-question"/)).toBe(6)
    expect(html).toContain('<span>Time management</span>')
    expect(html).toMatch(/<fieldset class="options" aria-describedby="([^"]+)">.*<p id="\1" class="choice-hint">Choose as many as you like<\/p>/)
    expect(render({ language: 'pl' })).toContain('Wybierz dowolną liczbę odpowiedzi')
  })

  it('Continue is really disabled until something is chosen', () => {
    expect(render()).toMatch(/<button type="button" class="primary-button" disabled="">Continue<\/button>/)
    const html = render({ answers: chosen })
    expect(html).toMatch(/<button type="button" class="primary-button">Continue<\/button>/)
    expect(countOf(html, /checked=""/)).toBe(2)
    expect(render({ answers: { [key]: [] } })).toContain('disabled=""')
  })

  it('the action sticks on phones as the page asks', () => {
    expect(render()).toContain('<div class="page-action sticky-action">')
  })

  it('ticking a box stores every chosen option with its index; Continue moves on', () => {
    const answers: AnswerItem[][] = []
    let next = 0
    const props = templateProps(page, uiStrings, { answers: chosen, onAnswer: (items) => answers.push(items), onNext: () => next++ })
    const elements = hostElements(<CheckboxQuestion {...props} />)
    const box = (optionKey: string) => elements.find((element) => element.type === 'input' && element.props.value === optionKey)
    ;(box('taskDelegation')?.props.onChange as () => void)()
    ;(box('teamMotivation')?.props.onChange as () => void)()
    expect(answers).toEqual([
      [{ key: 'teamMotivation', index: 1 }, { key: 'taskDelegation', index: 2 }, { key: 'decisionMaking', index: 5 }],
      [{ key: 'decisionMaking', index: 5 }],
    ])
    expect(next).toBe(0)
    ;(elements.find((element) => element.type === 'button')?.props.onClick as () => void)()
    expect(next).toBe(1)
  })
})
