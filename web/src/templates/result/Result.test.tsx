import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ResultScoring } from '../../../../schemas/page/blocks/schema'
import { keyed, str, text } from '../../../../seed/build'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { templateTestProps } from '../templateTestProps'
import Result from './Result'

const page = resultPages.find((candidate) => candidate.key === 'result')

/** Two styles decided by one question: choosing 'often' makes a coach. */
const scoring: ResultScoring = {
  _type: 'resultScoring',
  eventName: 'Calculated leadership style',
  outcomes: keyed([
    { _type: 'outcome' as const, key: 'democratic', name: str('Democratic', 'Demokratyczny') },
    { _type: 'outcome' as const, key: 'coaching', name: str('Coaching', 'Coachingowy'), description: text('You grow people.', 'Rozwijasz ludzi.') },
  ]),
  points: keyed([{ _type: 'scoringPoints' as const, questionKey: 'frequency', optionKey: 'often', outcomeKey: 'coaching', points: 2 }]),
}

describe('Result', () => {
  it('names the result in the title, describes it and lists its traits', () => {
    const html = renderToStaticMarkup(<Result {...templateTestProps(page, uiStrings)} />)
    expect(html).toContain('<h1>You learn best by doing</h1>')
    expect(html).toContain('<p>Your answers show that ideas stay with you once you try them.')
    const traits = [...html.matchAll(/<h2 class="item-card-title">([^<]+)<\/h2>/g)].map((match) => match[1])
    expect(traits).toEqual(['Practical', 'Goal-driven', 'Quick to act'])
    expect(html).toContain('class="primary-button">See my plan</button>')
    expect(html).not.toContain('result-outcome')
  })

  it('shows the outcome the answers score highest when the page has scoring', () => {
    const base = templateTestProps(page, uiStrings, 'en', { answers: { frequency: [{ key: 'often', index: 1 }] } })
    const html = renderToStaticMarkup(<Result {...base} page={{ ...base.page, resultScoring: scoring }} />)
    expect(html).toContain('data-outcome="coaching"')
    expect(html).toContain('<p class="result-name">Coaching</p><p>You grow people.</p>')
    const none = templateTestProps(page, uiStrings, 'pl')
    const first = renderToStaticMarkup(<Result {...none} page={{ ...none.page, resultScoring: scoring }} />)
    expect(first).toContain('<p class="result-name">Demokratyczny</p>')
  })

  it('is in Polish', () => {
    const html = renderToStaticMarkup(<Result {...templateTestProps(page, uiStrings, 'pl')} />)
    expect(html).toContain('<h1>Najlepiej uczysz się przez działanie</h1>')
    expect(html).toContain('Praktyczność')
  })
})
