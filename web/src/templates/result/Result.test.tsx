// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ResultScoring } from '../../../../schemas/page/blocks/schema'
import { keyed, str, text } from '../../../../seed/build'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { actionName, copy, renderTemplate, seedPage, textQuery } from '../templateTestKit'
import { onEvent, type ProductEvent } from '../../platform/events/events'
import { templateTestProps } from '../templateTestProps'
import Result from './Template'

const page = seedPage(resultPages, 'result', 'result')

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
const [democratic, coaching] = scoring.outcomes

describe('Result', () => {
  it('names the result in the title, describes it and lists its traits', async () => {
    const { user, calls, container } = renderTemplate(Result, templateTestProps(page, uiStrings))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    expect(screen.getByText(textQuery(page.paragraphs![0])).tagName).toBe('P')
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(page.items!.map((item) => copy(item.title)))
    expect(container.querySelector('[data-outcome]')).toBeNull()
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
    expect(calls.next).toBe(1)
  })

  it('shows the outcome the answers score highest when the page has scoring', () => {
    const base = templateTestProps(page, uiStrings, 'en', { answers: { frequency: [{ key: 'often', index: 1 }] } })
    const scored = renderTemplate(Result, { ...base, page: { ...base.page, resultScoring: scoring } })
    const outcome = scored.container.querySelector('[data-outcome]') as HTMLElement
    expect(outcome.dataset.outcome).toBe(coaching!.key)
    expect(Array.from(outcome.children).map((child) => child.textContent)).toEqual([copy(coaching!.name), copy(coaching!.description)])
    scored.unmount()
    const none = templateTestProps(page, uiStrings, 'pl')
    const { container } = renderTemplate(Result, { ...none, page: { ...none.page, resultScoring: scoring } })
    expect(container.querySelector('.result-name')?.textContent).toBe(copy(democratic!.name, 'pl'))
  })

  it("raises 'Calculated leadership style' once, with the style and its score", () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const raised: ProductEvent[] = []
    const stop = onEvent((event) => raised.push(event))
    try {
      const base = templateTestProps(page, uiStrings, 'en', { answers: { frequency: [{ key: 'often', index: 1 }] } })
      renderTemplate(Result, { ...base, page: { ...base.page, resultScoring: scoring } })
      expect(raised).toEqual([{ id: 'styleCalculated', name: 'Calculated leadership style', part: 'leadership', value: coaching!.key, params: { style: coaching!.key, score: 2 } }])
    } finally {
      stop()
      vi.restoreAllMocks()
    }
  })

  it('raises no style event without scoring', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const raised: ProductEvent[] = []
    const stop = onEvent((event) => raised.push(event))
    try {
      renderTemplate(Result, templateTestProps(page, uiStrings))
      expect(raised).toEqual([])
    } finally {
      stop()
      vi.restoreAllMocks()
    }
  })

  it('is in Polish', () => {
    renderTemplate(Result, templateTestProps(page, uiStrings, 'pl'))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title, 'pl'))
    expect(screen.getByRole('heading', { level: 2, name: copy(page.items![0]!.title, 'pl') })).toBeTruthy()
  })
})
