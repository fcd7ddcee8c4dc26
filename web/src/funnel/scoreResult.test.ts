import { describe, expect, it } from 'vitest'
import type { ResultScoring } from '../../../schemas/page/blocks/schema'
import { scoreResult } from './scoreResult'

const str = (en: string) => ({ _type: 'localeString' as const, en })
const outcome = (key: string) => ({ _type: 'outcome' as const, _key: key, key, name: str(key) })
const points = (questionKey: string, outcomeKey: string, value: number, optionKey?: string) => ({
  _type: 'scoringPoints' as const,
  _key: `${questionKey}-${outcomeKey}-${optionKey ?? 'scale'}`,
  questionKey,
  outcomeKey,
  points: value,
  optionKey,
})

const scoring: ResultScoring = {
  _type: 'resultScoring',
  eventName: 'Calculated leadership style',
  outcomes: [outcome('coaching'), outcome('innovative'), outcome('democratic')],
  points: [
    points('q1', 'innovative', 1), // scale: answer number x 1
    points('q2', 'coaching', 3, 'teamMotivation'),
    points('q2', 'democratic', 2, 'decisionMaking'),
  ],
}

describe('scoreResult', () => {
  it('adds option points and scale points, and the most points win', () => {
    expect(scoreResult(scoring, { q1: [{ key: 'five', index: 4 }], q2: [{ key: 'teamMotivation', index: 1 }] })).toEqual({ key: 'innovative', score: 5 })
    expect(scoreResult(scoring, { q1: [{ key: 'one', index: 0 }], q2: [{ key: 'teamMotivation', index: 1 }, { key: 'decisionMaking', index: 5 }] })).toEqual({
      key: 'coaching',
      score: 3,
    })
  })

  it('a tie goes to the outcome listed first; no answers give the first outcome with 0', () => {
    expect(scoreResult(scoring, { q1: [{ key: 'three', index: 2 }], q2: [{ key: 'teamMotivation', index: 1 }] })).toEqual({ key: 'coaching', score: 3 })
    expect(scoreResult(scoring, {})).toEqual({ key: 'coaching', score: 0 })
  })
})
