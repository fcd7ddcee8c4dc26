import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { templateTestProps } from '../templateTestProps'
import PlanReveal from './PlanReveal'

const page = resultPages.find((candidate) => candidate.key === 'plan-reveal')

const episodes = (html: string) => [...html.matchAll(/<circle class="plan-episode[^"]*" data-episode="(\d+)" cx="([\d.]+)" cy="([\d.]+)"/g)]

describe('PlanReveal', () => {
  it('draws the 20 episodes of the plan rising from now to the goal', () => {
    const html = renderToStaticMarkup(<PlanReveal {...templateTestProps(page, uiStrings)} />)
    expect(html).toContain('<h1>Your personal plan is ready</h1>')
    const dots = episodes(html)
    expect(dots.map((dot) => Number(dot[1]))).toEqual(Array.from({ length: 20 }, (_, index) => index + 1))
    for (let index = 1; index < dots.length; index++) {
      expect(Number(dots[index]![2])).toBeGreaterThan(Number(dots[index - 1]![2]))
      expect(Number(dots[index]![3])).toBeLessThan(Number(dots[index - 1]![3]))
    }
    // Only the last dot is the goal.
    expect(html.match(/plan-goal"/g)).toHaveLength(1)
    expect(html).toContain('aria-label="Plan graph: 20 episodes, rising from Today to Your goal"')
    expect(html).toContain('>You are here</text>')
    expect(html).toContain('class="chart-line"')
    expect(html).toContain('<span class="chart-caption-text">20 episodes</span>')
    expect(html).toContain('class="primary-button">Continue</button>')
  })

  it('follows the number of episodes in the content, and falls back to 20 and to its own end names', () => {
    const base = templateTestProps(page, uiStrings)
    const twelve = { ...base, page: { ...base.page, chart: { _type: 'chart' as const, episodes: 12 } } }
    const html = renderToStaticMarkup(<PlanReveal {...twelve} />)
    expect(episodes(html)).toHaveLength(12)
    expect(html).toContain('rising from Now to Goal')
    const none = { ...base, page: { ...base.page, chart: undefined } }
    expect(episodes(renderToStaticMarkup(<PlanReveal {...none} />))).toHaveLength(20)
  })

  it('counts episodes with Polish plural forms', () => {
    const html = renderToStaticMarkup(<PlanReveal {...templateTestProps(page, uiStrings, 'pl')} />)
    expect(html).toContain('Wykres planu: 20 odcinków, od „Dziś” do „Twój cel”')
    expect(html).toContain('>Tu jesteś</text>')
  })
})
