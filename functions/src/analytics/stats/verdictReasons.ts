/**
 * Why a verdict is hidden, in the order the report shows them: a sample-ratio mismatch first (it
 * makes the comparison itself untrustworthy), then what is missing (an exposure, visitors in a
 * variant, days). Each reason carries its numbers for the Studio and an English sentence for
 * the printed report.
 */
import type { VerdictReason } from './experimentResult'
import type { SampleRatioCheck } from './sampleRatioMismatch'

export interface ReasonInput {
  /** Exposed visitors per variant, in the order of the ratio check's counts. */
  variants: readonly { key: string; visitors: number }[]
  sampleRatio: SampleRatioCheck
  firstExposureAt: Date | null
  now: Date
  settings: { minimumVisitors: number; minimumDurationMs: number }
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`
const HOUR_MS = 60 * 60 * 1000
const WEEK_MS = 7 * 24 * HOUR_MS
const visitorCount = (n: number) => `${n} exposed ${n === 1 ? 'visitor' : 'visitors'}`
const durationOf = (ms: number) => (ms === WEEK_MS ? 'a full week' : `${Math.ceil(ms / HOUR_MS)} h`)

function srmReason(observed: number[], expected: number[], pValue: number): VerdictReason {
  const total = observed.reduce((a, b) => a + b, 0)
  const observedShares = observed.map((o) => (total > 0 ? o / total : 0))
  const expectedShares = expected.map((e) => (total > 0 ? e / total : 0))
  const p = pValue < 1e-6 ? '< 0.000001' : pValue.toPrecision(2)
  return {
    code: 'sample-ratio-mismatch',
    pValue,
    observedShares,
    expectedShares,
    message: `The visitors are split ${observedShares.map(percent).join(' / ')} where the weights say ${expectedShares.map(percent).join(' / ')} (chi-square p = ${p}): something loses or adds visitors in one variant, so no verdict can be trusted until that is fixed.`,
  }
}

/** Every reason the verdict is hidden; empty when it may be shown. */
export function verdictReasons({ variants, sampleRatio, firstExposureAt, now, settings }: ReasonInput): VerdictReason[] {
  const observed = variants.map((v) => v.visitors)
  const reasons: VerdictReason[] = []
  if (sampleRatio.alarm) reasons.push(srmReason(observed, sampleRatio.expected, sampleRatio.pValue))
  if (firstExposureAt === null) reasons.push({ code: 'no-exposure', message: 'No visitor has been exposed to this test yet.' })
  for (const v of variants) {
    if (v.visitors < settings.minimumVisitors) {
      reasons.push({
        code: 'too-few-visitors',
        variantKey: v.key,
        visitors: v.visitors,
        minimum: settings.minimumVisitors,
        message: `Variant "${v.key}" has ${visitorCount(v.visitors)}; a verdict needs at least ${settings.minimumVisitors} in every variant.`,
      })
    }
  }
  if (firstExposureAt !== null) {
    const elapsedMs = Math.max(0, now.getTime() - firstExposureAt.getTime())
    if (elapsedMs < settings.minimumDurationMs) {
      const remainingMs = settings.minimumDurationMs - elapsedMs
      reasons.push({
        code: 'too-short',
        elapsedMs,
        remainingMs,
        message: `The test has run ${Math.floor(elapsedMs / HOUR_MS)} h since its first exposure; a verdict needs ${durationOf(settings.minimumDurationMs)}, ${Math.ceil(remainingMs / HOUR_MS)} h more${settings.minimumDurationMs === WEEK_MS ? ', so every day of the week is in the data' : ''}.`,
      })
    }
  }
  return reasons
}
