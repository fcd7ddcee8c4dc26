/**
 * Interaction to Next Paint, the pure part: which kind of tap a page's template makes, an
 * interaction's latency from its Event Timing entries, each tap matched to its interaction, and
 * the percentiles per kind and per funnel. The browser part is interactionToNextPaint.ts.
 */
import { percentile } from './stats'

/** What a tap does, by the template of the page it is made on. */
export type TapKind = 'answer' | 'interstitial' | 'plan' | 'other'

/** The kinds the budget judges, in the report's order. */
export const JUDGED_KINDS = ['answer', 'interstitial', 'plan'] as const satisfies readonly TapKind[]

/**
 * Event Timing reports only entries of at least this many milliseconds (the smallest threshold it
 * takes); an interaction with no entry was faster, and is recorded as this value.
 */
export const DURATION_THRESHOLD_MS = 16

const QUESTION_TEMPLATES = new Set(['radioQuestion', 'checkboxQuestion', 'scaleQuestion', 'ageQuestion'])

/**
 * Pages a visitor reads and taps through, with no answer to give: the interruptor and the other
 * story-like pages (charts, testimonials, previews, the pages between result and paywall).
 */
const INTERSTITIAL_TEMPLATES = new Set([
  'interruptor',
  'socialProof',
  'promise',
  'testimonial',
  'tweetReviews',
  'endPage',
  'expertIntroduction',
  'methodPreview',
  'impactVisualization',
  'impactCalculation',
  'planReveal',
  'result',
  'bookSummaries',
  'bookComparison',
  'screenTimeChart',
  'efficiencyChart',
  'beforeAfterTransformation',
  'aiMentorIntro',
  'faq',
])

/**
 * The kind of a tap on a page of `componentType`. On the paywall only the choice of a plan is
 * judged (`onPlan`); the landing, e-mail, calculation and post-purchase pages are 'other'.
 */
export function tapKind(componentType: string, onPlan = false): TapKind {
  if (QUESTION_TEMPLATES.has(componentType)) return 'answer'
  if (INTERSTITIAL_TEMPLATES.has(componentType)) return 'interstitial'
  if (componentType === 'paywall' && onPlan) return 'plan'
  return 'other'
}

/** One Event Timing entry as the page hands it over. */
export interface EventEntry {
  interactionId: number
  name: string
  startTime: number
  duration: number
}

/** An interaction: its id, when its first reported entry started, and its latency. */
export interface Interaction {
  id: number
  startTime: number
  /** The longest duration among its entries: INP's latency of one interaction. */
  latency: number
}

/** Entries grouped by interactionId (0, events that are no interaction, left out), in start order. */
export function groupInteractions(entries: readonly EventEntry[]): Interaction[] {
  const byId = new Map<number, Interaction>()
  for (const entry of entries) {
    if (!entry.interactionId) continue
    const known = byId.get(entry.interactionId)
    if (!known) byId.set(entry.interactionId, { id: entry.interactionId, startTime: entry.startTime, latency: entry.duration })
    else byId.set(entry.interactionId, { id: known.id, startTime: Math.min(known.startTime, entry.startTime), latency: Math.max(known.latency, entry.duration) })
  }
  return [...byId.values()].sort((a, b) => a.startTime - b.startTime)
}

/** A tap the walk made: its pointerdown's timeStamp in the page, and what it was. */
export interface Tap<Tag> {
  at: number
  tag: Tag
}

/**
 * Each tap's latency: the interaction that starts at or after the tap and before the next one
 * (its pointerdown may be under the threshold while its click is not, so the reported start can
 * be later than the tap). A tap with no reported interaction gets DURATION_THRESHOLD_MS.
 * `slackMs` allows for timeStamp rounding between the listener and the entry.
 */
export function tapLatencies<Tag>(taps: readonly Tap<Tag>[], interactions: readonly Interaction[], slackMs = 1): { tag: Tag; latency: number; reported: boolean }[] {
  const sorted = [...taps].sort((a, b) => a.at - b.at)
  return sorted.map((tap, index) => {
    const next = sorted[index + 1]?.at ?? Infinity
    const mine = interactions.filter((interaction) => interaction.startTime >= tap.at - slackMs && interaction.startTime < next - slackMs)
    if (mine.length === 0) return { tag: tap.tag, latency: DURATION_THRESHOLD_MS, reported: false }
    return { tag: tap.tag, latency: Math.max(...mine.map((interaction) => interaction.latency)), reported: true }
  })
}

/** Percentiles of a set of tap latencies; NaN where there are none. */
export interface LatencySummary {
  count: number
  /** Taps with no Event Timing entry (under 16 ms, counted as 16 ms). */
  under16: number
  p75: number
  p95: number
  max: number
}

export function summarize(latencies: readonly { latency: number; reported: boolean }[]): LatencySummary {
  const values = latencies.map((row) => row.latency)
  return {
    count: values.length,
    under16: latencies.filter((row) => !row.reported).length,
    p75: percentile(values, 75),
    p95: percentile(values, 95),
    max: values.length === 0 ? NaN : Math.max(...values),
  }
}
