// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { formatMessage } from '../../ui/message'
import { actionName, copy, renderTemplate, seedPage, textQuery } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import PlanReveal from './Template'

const page = seedPage(resultPages, 'plan-reveal', 'planReveal')
const [now, goal] = [page.chart!.points![0]!, page.chart!.points![page.chart!.points!.length - 1]!]
const episodes = () => Array.from(document.querySelectorAll('circle.plan-episode'))
const summary = (language: 'en' | 'pl', count: number, from: string, to: string) => {
  const episodeText = formatMessage(copy(uiStrings.planEpisodes, language), { count }, language)
  return formatMessage(copy(uiStrings.planSummary, language), { episodes: episodeText, now: from, goal: to }, language)
}

describe('PlanReveal', () => {
  it('draws the 20 episodes of the plan rising from now to the goal', async () => {
    const { user, calls } = renderTemplate(PlanReveal, templateTestProps(page, uiStrings))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    const dots = episodes()
    expect(dots.map((dot) => Number(dot.getAttribute('data-episode')))).toEqual(Array.from({ length: 20 }, (_, index) => index + 1))
    for (let index = 1; index < dots.length; index++) {
      expect(Number(dots[index]!.getAttribute('cx'))).toBeGreaterThan(Number(dots[index - 1]!.getAttribute('cx')))
      expect(Number(dots[index]!.getAttribute('cy'))).toBeLessThan(Number(dots[index - 1]!.getAttribute('cy')))
    }
    // Only the last dot is the goal.
    expect(dots.filter((dot) => dot.classList.contains('plan-goal'))).toEqual([dots[19]])
    expect(screen.getByRole('img', { name: summary('en', 20, copy(now.label), copy(goal.label)) })).toBeTruthy()
    expect(screen.getByText(textQuery(page.chart!.highlight))).toBeTruthy()
    expect(screen.getByText(formatMessage(copy(uiStrings.planEpisodes), { count: 20 }, 'en')).className).toBe('chart-caption-text')
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
    expect(calls.next).toBe(1)
  })

  it('follows the number of episodes in the content, and falls back to 20 and to its own end names', () => {
    const base = templateTestProps(page, uiStrings)
    const twelve = renderTemplate(PlanReveal, { ...base, page: { ...base.page, chart: { _type: 'chart' as const, episodes: 12 } } })
    expect(episodes()).toHaveLength(12)
    expect(screen.getByRole('img', { name: summary('en', 12, copy(uiStrings.planNow), copy(uiStrings.planGoal)) })).toBeTruthy()
    twelve.unmount()
    renderTemplate(PlanReveal, { ...base, page: { ...base.page, chart: undefined } })
    expect(episodes()).toHaveLength(20)
  })

  it('counts episodes with Polish plural forms', () => {
    renderTemplate(PlanReveal, templateTestProps(page, uiStrings, 'pl'))
    const name = summary('pl', 20, copy(now.label, 'pl'), copy(goal.label, 'pl'))
    expect(name).toContain('20 odcinków')
    expect(screen.getByRole('img', { name })).toBeTruthy()
    expect(screen.getByText(textQuery(page.chart!.highlight, 'pl'))).toBeTruthy()
  })
})
