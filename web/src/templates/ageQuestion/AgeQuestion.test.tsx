import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { questionPages } from '../../../../seed/funnels/demo/questions'
import { sharedOptionSets } from '../../../../seed/optionSets'
import { uiStrings } from '../../../../seed/uiStrings'
import type { AnswerItem } from '../../funnel/answers'
import { countOf, hostElements, keyboardClick, pointerClick, templateProps, withOptions } from '../templateTestKit'
import type { TemplateProps } from '../TemplateProps'
import AgeQuestion from './AgeQuestion'

const page = withOptions(questionPages.find((candidate) => candidate.key === 'age'), sharedOptionSets)
const render = (overrides: Partial<TemplateProps> = {}) => renderToStaticMarkup(<AgeQuestion {...templateProps(page, uiStrings, overrides)} />)

function choose(optionKey: string, click: { detail: number }) {
  const calls = { answers: [] as AnswerItem[][], next: 0 }
  const props = templateProps(page, uiStrings, { onAnswer: (items) => calls.answers.push(items), onNext: () => calls.next++ })
  const radio = hostElements(<AgeQuestion {...props} />).find((element) => element.type === 'input' && element.props.value === optionKey)
  ;(radio?.props.onChange as () => void)()
  ;(radio?.props.onClick as (event: typeof click) => void)(click)
  return calls
}

describe('AgeQuestion', () => {
  it('renders the eight age groups of the spec as radio cards in one group', () => {
    const html = render()
    expect(countOf(html, /<label class="age-card"><input type="radio" name="age"/)).toBe(8)
    const labels = [...html.matchAll(/<span class="age-label">([^<]+)<\/span>/g)].map((match) => match[1])
    expect(labels).toEqual(['Under 20', '20–24', '25–29', '30–34', '35–39', '40–44', '45–49', '50+'])
    expect(html).toContain('<legend><h1>How old are you?</h1></legend>')
    expect(render({ language: 'pl' })).toContain('<span class="age-label">Poniżej 20</span>')
    expect(html).not.toContain('primary-button')
  })

  it('shows the stored answer checked, with Continue', () => {
    const html = render({ answers: { age: [{ key: '30-34', index: 3 }] } })
    expect(html).toMatch(/checked="" value="30-34"/)
    expect(html).toContain('>Continue</button>')
  })

  it('a pointer choice answers and moves on; a keyboard choice only answers', () => {
    expect(choose('50+', pointerClick)).toEqual({ answers: [[{ key: '50+', index: 7 }]], next: 1 })
    expect(choose('under20', keyboardClick)).toEqual({ answers: [[{ key: 'under20', index: 0 }]], next: 0 })
  })
})
