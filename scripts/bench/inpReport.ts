/** BENCHMARKS.md's Interaction to Next Paint section, and the number its budget judges. */
import { ms, table } from './format'
import { DURATION_THRESHOLD_MS, JUDGED_KINDS, summarize, type LatencySummary, type TapKind } from './inpStats'
import type { InpResults, MeasuredTap } from './interactionToNextPaint'

const KIND_LABELS: Record<TapKind, string> = { answer: 'answer taps', interstitial: 'interstitial taps', plan: 'plan choice', other: 'other taps (not judged)' }

const judged = (taps: readonly MeasuredTap[]) => taps.filter((row) => (JUDGED_KINDS as readonly TapKind[]).includes(row.kind))

/** The p95 of every judged tap (answers, interstitials, plan choice) of every funnel: the inpP95Ms budget's value. */
export const inpP95 = (results: InpResults): number => summarize(judged(results.taps)).p95

const cells = (summary: LatencySummary) => [String(summary.count), ms(summary.p75), ms(summary.p95), ms(summary.max), String(summary.under16)]

export function inpSection(results: InpResults): string {
  const { taps } = results
  const kinds: TapKind[] = [...JUDGED_KINDS, 'other']
  const byKind = [
    ...kinds.map((kind) => [KIND_LABELS[kind], ...cells(summarize(taps.filter((row) => row.kind === kind)))]),
    ['**all judged taps**', ...cells(summarize(judged(taps)))],
  ]
  const byFunnel = results.funnels.flatMap((walk) => {
    const own = taps.filter((row) => row.funnel === walk.key)
    const rows = kinds.filter((kind) => own.some((row) => row.kind === kind)).map((kind) => [walk.key, KIND_LABELS[kind], ...cells(summarize(own.filter((row) => row.kind === kind)))])
    return [...rows, [walk.key, 'all judged', ...cells(summarize(judged(own)))]]
  })
  const walks = results.funnels.map((walk) => [walk.key, String(walk.steps), walk.end, walk.paywall ?? 'not reached', walk.error ?? ''])
  const slowest = [...judged(taps)].sort((a, b) => b.latency - a.latency).slice(0, 5)
  const pricesError = results.funnels.filter((walk) => walk.paywall === 'pricesError').map((walk) => walk.key)
  return `## Interaction to Next Paint (${results.cpuThrottlingRate}x CPU throttling)

Each funnel walked from its landing for up to ${results.steps} pages as a visitor would (Playwright's mouse: one option, two checkboxes and Continue, an e-mail address and submit, the calculation's dialog, each interstitial's button; on the paywall each other plan, then the first again), a fresh US visitor at 390 × 844 each time, ${results.readPauseMs} ms of reading before each tap, Chrome DevTools Protocol \`Emulation.setCPUThrottlingRate\` ${results.cpuThrottlingRate}. An init script's PerformanceObserver takes Event Timing entries (\`durationThreshold\` ${DURATION_THRESHOLD_MS}, buffered), grouped by \`interactionId\`; an interaction's latency is its longest entry (INP's definition), matched to the tap whose pointerdown starts it. The kind comes from the template of the page tapped: radio, checkbox, scale and age questions are answers; interruptors and the other story pages interstitials; the paywall's plan cards plan choice. Event Timing rounds durations to 8 ms and reports nothing under ${DURATION_THRESHOLD_MS} ms: such taps count as ${DURATION_THRESHOLD_MS} ms (column "< 16 ms"). Nearest-rank percentiles.

${table(['Kind', 'Taps', 'p75', 'p95', 'Max', '< 16 ms'], byKind)}

${table(['Funnel', 'Kind', 'Taps', 'p75', 'p95', 'Max', '< 16 ms'], byFunnel)}

${table(['Funnel', 'Pages moved on from', 'Walk ended', 'Paywall', 'Error'], walks)}

Slowest judged taps: ${slowest.map((row) => `${ms(row.latency)} ${row.kind} on ${row.path} (${row.componentType})`).join('; ') || 'none'}.${pricesError.length > 0 ? ` The paywall showed its prices error on ${pricesError.join(', ')} (getPaymentPrices did not answer it), so no plan was chosen there.` : ''}`
}
