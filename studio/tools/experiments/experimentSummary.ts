/**
 * What the "Experiments" tool says about one test at a glance, and which variant may take every
 * visitor: read from the published report, never recomputed here.
 */
import { PRIMARY_METRIC, type ExperimentReport, type TestReport } from '../../../functions/src/analytics/experimentReport'
import { METRIC_LABELS } from '../../../functions/src/analytics/render/reportFormat'

export type Tone = 'positive' | 'critical' | 'caution' | 'default'

export interface Headline {
  tone: Tone
  text: string
}

/**
 * The variant that should take every visitor once the test is decided on its primary metric:
 * the one variant that wins against the control, or the control when every variant loses.
 * Null while undecided, when two variants win, or when the ratio alarm hides the verdict.
 */
export function winnerOf(test: TestReport): string | null {
  const result = test.metrics[PRIMARY_METRIC]
  if (test.inert || result.status !== 'ready' || result.comparisons.length === 0) return null
  const winners = result.comparisons.filter((comparison) => comparison.verdict === 'wins')
  if (winners.length === 1) return winners[0]!.variantKey
  if (winners.length === 0 && result.comparisons.every((comparison) => comparison.verdict === 'loses')) return test.controlKey
  return null
}

/** One line for the list: the verdict, or why there is none yet. */
export function headlineOf(test: TestReport): Headline {
  if (test.inert) return { tone: 'default', text: 'Changes nothing a visitor sees or gets' }
  const result = test.metrics[PRIMARY_METRIC]
  if (result.status === 'sample-ratio-mismatch') return { tone: 'critical', text: 'Sample ratio mismatch: no verdict can be trusted' }
  if (result.status === 'not-enough-data') {
    const needed = Math.max(0, ...result.variants.map((variant) => variant.visitorsStillNeeded ?? 0))
    const short = result.reasons.some((reason) => reason.code === 'too-short')
    const exposed = test.variants.some((variant) => variant.exposed > 0)
    if (!exposed) return { tone: 'default', text: 'No visitor exposed yet' }
    return { tone: 'caution', text: `Not enough data yet${needed > 0 ? `: about ${needed.toLocaleString('en-US')} more visitors per variant` : ''}${short ? ', and a full week' : ''}` }
  }
  const winner = winnerOf(test)
  if (winner) return { tone: 'positive', text: `${winner} wins on ${METRIC_LABELS[PRIMARY_METRIC].toLowerCase()}` }
  return { tone: 'default', text: `No difference yet on ${METRIC_LABELS[PRIMARY_METRIC].toLowerCase()}` }
}

/** A published report's JSON, or null when it is not one (an old or damaged document). */
export function parseReport(json: string): ExperimentReport | null {
  try {
    const value = JSON.parse(json) as Partial<ExperimentReport>
    return typeof value.funnel === 'string' && Array.isArray(value.tests) && Array.isArray(value.steps) ? (value as ExperimentReport) : null
  } catch {
    return null
  }
}
