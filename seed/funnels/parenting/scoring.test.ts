import { describe, expect, it } from 'vitest'
import type { Answers } from '../../../web/src/funnel/answers'
import { answersInFunnel } from '../../../web/src/funnel/processPages'
import { scoreResult } from '../../../web/src/funnel/scoreResult'
import { hideWhen } from '../../kit/rules'
import { processFunnel } from '../../kit/processTestKit'
import { parentingPages } from './index'
import { parentingOptionSets } from './optionSets'
import { OPTION_POINTS, parentingScoring, STYLES, type Style } from './scoring'
import { landingPageVariant, parentingAbTests } from './tests'

const answer = (key: string) => [{ key, index: 0 }]

/** For each scored question, the option that gives `style` the most points (none if no option does). */
function leaningTo(style: Style): Answers {
  const answers: Record<string, { key: string; index: number }[]> = {}
  for (const [question, options] of Object.entries(OPTION_POINTS)) {
    const [best] = Object.entries(options).sort(([, a], [, b]) => (b[style] ?? 0) - (a[style] ?? 0) || Object.keys(a).length - Object.keys(b).length)
    if (best && (best[1][style] ?? 0) > 0) answers[question] = answer(best[0])
  }
  return answers
}

describe('parenting style scoring', () => {
  it('scores the six spec styles, raising "Calculated parenting style"', () => {
    expect(parentingScoring.eventName).toBe('Calculated parenting style')
    expect(parentingScoring.outcomes.map((o) => o.key)).toEqual(['authoritative', 'permissive', 'authoritarian', 'neglectful', 'collaborative', 'nurturing'])
  })

  it('every scored question is a page of the funnel and every option one of its set', () => {
    for (const rule of parentingScoring.points) {
      const question = parentingPages.find((p) => p.key === rule.questionKey)
      expect(question, rule._key).toBeDefined()
      const set = parentingOptionSets.find((s) => s._id === (question as { optionSet?: { _ref: string } }).optionSet?._ref)!
      expect(set.options.map((o) => o.key), rule._key).toContain(rule.optionKey)
    }
  })

  it.each([...STYLES])('an answer pattern that leans to %s gives %s', (style) => {
    expect(scoreResult(parentingScoring, leaningTo(style)).key).toBe(style)
  })

  it('a tie goes to the style listed first; no answers give the first style with 0', () => {
    expect(scoreResult(parentingScoring, {})).toEqual({ key: 'authoritative', score: 0 })
    // guideCalmly: authoritative 3; strict: authoritarian 3 (nurturing 1).
    expect(scoreResult(parentingScoring, { 'parenting-style-1': answer('guideCalmly'), 'parenting-style-2': answer('strict') })).toEqual({ key: 'authoritative', score: 3 })
    // relaxed: permissive 3; raiseVoice: authoritarian 3: permissive is listed first.
    expect(scoreResult(parentingScoring, { 'parenting-style-1': answer('raiseVoice'), 'parenting-style-2': answer('relaxed') })).toEqual({ key: 'permissive', score: 3 })
  })

  it('multi-select focus areas add up', () => {
    const answers = { 'interest-focus-areas': [{ key: 'closerRelationship', index: 2 }, { key: 'empathy', index: 3 }] }
    expect(scoreResult(parentingScoring, answers)).toEqual({ key: 'nurturing', score: 2 })
  })

  it('an answer to a page a variant removed does not count', () => {
    // A copy of the funnel in which a variant removes the equality question.
    const pages = parentingPages.map((p) => (p.key === 'equality-attitude' ? { ...p, rules: [hideWhen(landingPageVariant, 'screenshot')] } : p))
    const answers: Answers = { 'equality-attitude': answer('equal'), 'parenting-style-2': answer('inBetween') }
    const shown = processFunnel(pages, parentingAbTests, { landingPageVariantKey: 'original' })
    const removed = processFunnel(pages, parentingAbTests, { landingPageVariantKey: 'screenshot' })
    expect(scoreResult(parentingScoring, answersInFunnel(shown, answers))).toEqual({ key: 'collaborative', score: 4 })
    expect(scoreResult(parentingScoring, answersInFunnel(removed, answers))).toEqual({ key: 'authoritative', score: 2 })
  })
})
