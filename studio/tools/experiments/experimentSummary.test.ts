import { beforeAll, describe, expect, it } from 'vitest'
import type { ExperimentReport } from '../../../functions/src/analytics/experimentReport'
import { syntheticArm as arm, syntheticLeadershipReport } from '../../../functions/src/analytics/reportFixture'
import { headlineOf, parseReport, winnerOf } from './experimentSummary'

let decided: ExperimentReport
let early: ExperimentReport
let skewed: ExperimentReport
beforeAll(async () => {
  decided = await syntheticLeadershipReport([arm('default', 1, 0.08), arm('second', 1, 0.16)], { visitors: 3000 })
  early = await syntheticLeadershipReport([arm('default', 1, 0.08), arm('second', 1, 0.16)], { visitors: 150, days: 3, until: new Date('2026-11-04T00:00:00Z') })
  skewed = await syntheticLeadershipReport([arm('default', 60, 0.08), arm('second', 40, 0.08)], { visitors: 2000 })
})
const pricing = (report: ExperimentReport) => report.tests.find((test) => test.key === 'pricingSetKey')!

describe('the Experiments tool at a glance', () => {
  it('names the winner of a decided test, and offers it every visitor', () => {
    expect(winnerOf(pricing(decided))).toBe('second')
    expect(headlineOf(pricing(decided))).toEqual({ tone: 'positive', text: 'second wins on purchase or trial' })
  })

  it('says what is missing before a verdict, and offers nothing', () => {
    expect(winnerOf(pricing(early))).toBeNull()
    expect(headlineOf(pricing(early))).toMatchObject({ tone: 'caution', text: expect.stringMatching(/^Not enough data yet: about [\d,]+ more visitors per variant, and a full week$/) })
  })

  it('warns of a sample ratio mismatch, and offers nothing', () => {
    expect(winnerOf(pricing(skewed))).toBeNull()
    expect(headlineOf(pricing(skewed))).toEqual({ tone: 'critical', text: 'Sample ratio mismatch: no verdict can be trusted' })
  })

  it('marks inert and unexposed tests', () => {
    expect(headlineOf(decided.tests.find((test) => test.key === 'pricingVersionKey')!).text).toBe('Changes nothing a visitor sees or gets')
    expect(headlineOf(decided.tests.find((test) => test.key === 'obstacleFlowKey')!).text).toBe('No visitor exposed yet')
  })

  it('reads a stored report back, and refuses one that is not', () => {
    // Through JSON, as the document stores it (an unbounded interval end becomes null).
    expect(parseReport(JSON.stringify(decided))).toEqual(JSON.parse(JSON.stringify(decided)))
    expect(parseReport('{"funnel":"x"}')).toBeNull()
    expect(parseReport('not json')).toBeNull()
  })
})
