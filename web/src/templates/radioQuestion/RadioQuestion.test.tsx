import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { introPages } from '../../../../seed/funnels/demo/intro'
import { questionPages } from '../../../../seed/funnels/demo/questions'
import { sharedOptionSets } from '../../../../seed/optionSets'
import { uiStrings } from '../../../../seed/uiStrings'
import type { AnswerItem } from '../../funnel/answers'
import { countOf, hostElements, keyboardClick, pointerClick, templateProps, withOptions } from '../templateTestKit'
import type { TemplateProps } from '../TemplateProps'
import RadioQuestion from './RadioQuestion'

const pageOf = (key: string) => withOptions([...introPages, ...questionPages].find((page) => page.key === key), sharedOptionSets)
const render = (key: string, overrides: Partial<TemplateProps> = {}) => renderToStaticMarkup(<RadioQuestion {...templateProps(pageOf(key), uiStrings, overrides)} />)
const info = 'radio-question-info'

function choose(key: string, optionKey: string, click: { detail: number }) {
  const calls = { answers: [] as AnswerItem[][], next: 0 }
  const props = templateProps(pageOf(key), uiStrings, { onAnswer: (items) => calls.answers.push(items), onNext: () => calls.next++ })
  const radio = hostElements(<RadioQuestion {...props} />).find((element) => element.type === 'input' && element.props.value === optionKey)
  ;(radio?.props.onChange as () => void)()
  ;(radio?.props.onClick as (event: typeof click) => void)(click)
  return calls
}

describe('RadioQuestion', () => {
  it('renders the option set as radios with their labels, no info region without option info', () => {
    const html = render('radio-question-basic')
    expect(countOf(html, /<input type="radio" name="radio-question-basic"/)).toBe(5)
    expect(html).toContain('<span>All the time</span>')
    expect(html).not.toContain('role="status"')
  })

  it('radio-question-info: the chosen option shows its title and text in a live region, and Continue', () => {
    const html = render(info, { answers: { [info]: [{ key: 'delegator', index: 2 }] } })
    expect(countOf(html, /<input type="radio"/)).toBe(4)
    expect(html).toContain('<div role="status" class="choice-info"><h2>Letting go is hard for many leaders</h2><p>Delegating well frees your time')
    expect(html).not.toContain('Motivation can be learned')
    expect(html).toContain('>Continue</button>')
    const pl = render(info, { answers: { [info]: [{ key: 'conflictManager', index: 1 }] }, language: 'pl' })
    expect(pl).toContain('<h2>Konflikt może pchnąć zespół do przodu</h2>')
    expect(pl).toContain('>Dalej</button>')
  })

  it('radio-question-info: before an answer the live region is there, empty, and there is no Continue', () => {
    const html = render(info)
    expect(html).toContain('<div role="status" class="choice-info choice-info-empty"></div>')
    expect(html).not.toContain('primary-button')
  })

  it('a pointer choice moves on at once unless the option has info to read', () => {
    expect(choose('radio-question-basic', 'often', pointerClick)).toEqual({ answers: [[{ key: 'often', index: 1 }]], next: 1 })
    expect(choose('radio-question-basic', 'often', keyboardClick).next).toBe(0)
    expect(choose(info, 'innovationDriver', pointerClick)).toEqual({ answers: [[{ key: 'innovationDriver', index: 3 }]], next: 0 })
  })

  it('every option of radio-question-info has its info, in English and Polish', () => {
    const page = pageOf(info)
    for (const option of page.options) {
      const entry = page.optionInfo?.find((candidate) => candidate.optionKey === option.key)
      expect(entry?.title.pl, option.key).toBeTruthy()
      expect(entry?.content.pl, option.key).toBeTruthy()
    }
  })
})
