import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { questionPages } from '../../../../seed/funnels/demo/questions'
import { sharedOptionSets } from '../../../../seed/optionSets'
import { uiStrings } from '../../../../seed/uiStrings'
import type { AnswerItem, Answers } from '../../funnel/answers'
import { countOf, hostElements, keyboardClick, pointerClick, templateProps, withOptions } from '../templateTestKit'
import type { TemplateProps } from '../TemplateProps'
import ScaleQuestion from './ScaleQuestion'

const pageOf = (key: string) => withOptions(questionPages.find((page) => page.key === key), sharedOptionSets)
const render = (key: string, overrides: Partial<TemplateProps> = {}) => renderToStaticMarkup(<ScaleQuestion {...templateProps(pageOf(key), uiStrings, overrides)} />)
const answered = (key: string, index: number): Answers => ({ [key]: [{ key: ['one', 'two', 'three', 'four', 'five'][index] ?? '', index }] })

/** Calls the radio's handlers as a click would; returns what the page asked of the funnel. */
function choose(key: string, index: number, click: { detail: number }) {
  const calls = { answers: [] as AnswerItem[][], next: 0 }
  const props = templateProps(pageOf(key), uiStrings, { onAnswer: (items) => calls.answers.push(items), onNext: () => calls.next++ })
  const radio = hostElements(<ScaleQuestion {...props} />).filter((element) => element.type === 'input')[index]
  ;(radio?.props.onChange as () => void)()
  ;(radio?.props.onClick as (event: typeof click) => void)(click)
  return calls
}

describe('ScaleQuestion', () => {
  it('renders five real radios in one named group, the agree/disagree ends in the end radios names', () => {
    const html = render('scale-question-basic')
    expect(countOf(html, /<input type="radio" name="scale-question-basic"/)).toBe(5)
    expect(html).toMatch(/<fieldset[^>]*><legend><h1>I plan my most important task before the day begins\.<\/h1><\/legend>/)
    expect(html).toMatch(/>1<\/span><span class="visually-hidden"> Strongly disagree<\/span><\/label>/)
    expect(html).toMatch(/>5<\/span><span class="visually-hidden"> Strongly agree<\/span><\/label>/)
    expect(html).toContain('<div class="scale-ends" aria-hidden="true"><span>Strongly disagree</span><span>Strongly agree</span></div>')
    expect(html).not.toContain('checked')
    expect(html).not.toContain('primary-button')
  })

  it('shows the statement with its context paragraph, in Polish too', () => {
    expect(render('scale-question-text')).toContain('<p>Think of the last three months.')
    const pl = render('scale-question-text', { language: 'pl' })
    expect(pl).toContain('Regularnie proszę osoby, z którymi pracuję, o informację zwrotną.')
    expect(pl).toContain('Zdecydowanie się zgadzam')
  })

  it('shows the stored answer as checked and offers Continue', () => {
    const html = render('scale-question-basic', { answers: answered('scale-question-basic', 3) })
    expect(countOf(html, /checked=""/)).toBe(1)
    expect(html).toMatch(/checked="" value="four"/)
    expect(html).toContain('>Continue</button>')
  })

  it('shows the empathy text of the chosen answer range: 0-2 one text, 3-4 another', () => {
    const key = 'scale-question-empathy'
    for (const index of [0, 2]) {
      const html = render(key, { answers: answered(key, index) })
      expect(html).toContain('<div role="status" class="choice-info"><h2>You stand on steady ground</h2>')
      expect(html).not.toContain('Many leaders feel the same')
      expect(html).toContain('>Continue</button>')
    }
    for (const index of [3, 4]) {
      const html = render(key, { answers: answered(key, index) })
      expect(html).toContain('<h2>Many leaders feel the same</h2><p>Doubt often means')
      expect(html).not.toContain('steady ground')
    }
    expect(render(key, { answers: answered(key, 4), language: 'pl' })).toContain('<h2>Wielu liderów ma podobnie</h2>')
  })

  it('keeps an empty live region before the answer, so the empathy text is announced when it appears', () => {
    expect(render('scale-question-empathy')).toContain('<div role="status" class="choice-info choice-info-empty"></div>')
    expect(render('scale-question-basic')).not.toContain('role="status"')
  })

  it('a pointer choice answers with the 0-based index and moves on; a keyboard choice only answers', () => {
    expect(choose('scale-question-basic', 1, pointerClick)).toEqual({ answers: [[{ key: 'two', index: 1 }]], next: 1 })
    expect(choose('scale-question-basic', 1, keyboardClick)).toEqual({ answers: [[{ key: 'two', index: 1 }]], next: 0 })
  })

  it('with empathy info a pointer choice stays, so the text can be read before Continue', () => {
    expect(choose('scale-question-empathy', 0, pointerClick)).toEqual({ answers: [[{ key: 'one', index: 0 }]], next: 0 })
    expect(choose('scale-question-empathy', 4, pointerClick).next).toBe(0)
  })
})
