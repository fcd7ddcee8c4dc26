import { describe, expect, it } from 'vitest'
import { DURATION_THRESHOLD_MS, groupInteractions, summarize, tapKind, tapLatencies, type EventEntry } from './inpStats'

const entry = (interactionId: number, name: string, startTime: number, duration: number): EventEntry => ({ interactionId, name, startTime, duration })

describe('tapKind', () => {
  it('calls a tap on any question template an answer', () => {
    for (const type of ['radioQuestion', 'checkboxQuestion', 'scaleQuestion', 'ageQuestion']) expect(tapKind(type)).toBe('answer')
  })

  it('calls a tap on a story page an interstitial', () => {
    for (const type of ['interruptor', 'socialProof', 'testimonial', 'endPage']) expect(tapKind(type)).toBe('interstitial')
  })

  it('calls only a plan card on the paywall a plan choice', () => {
    expect(tapKind('paywall', true)).toBe('plan')
    expect(tapKind('paywall')).toBe('other')
  })

  it('leaves the landing, the e-mail page and the calculation unjudged', () => {
    for (const type of ['landing', 'email', 'calculation']) expect(tapKind(type)).toBe('other')
  })
})

describe('groupInteractions', () => {
  it('takes the longest entry of an interaction as its latency, and its earliest start', () => {
    const grouped = groupInteractions([entry(7, 'pointerdown', 100, 24), entry(7, 'pointerup', 140, 56), entry(7, 'click', 141, 48)])
    expect(grouped).toEqual([{ id: 7, startTime: 100, latency: 56 }])
  })

  it('leaves out entries that belong to no interaction', () => {
    expect(groupInteractions([entry(0, 'pointerover', 90, 40), entry(3, 'click', 100, 16)])).toEqual([{ id: 3, startTime: 100, latency: 16 }])
  })

  it('orders interactions by when they started', () => {
    const ids = groupInteractions([entry(9, 'click', 500, 16), entry(2, 'click', 100, 16)]).map((row) => row.id)
    expect(ids).toEqual([2, 9])
  })
})

describe('tapLatencies', () => {
  it('gives each tap the interaction that starts between it and the next tap', () => {
    const interactions = groupInteractions([entry(1, 'pointerdown', 100, 32), entry(2, 'click', 1040, 80)])
    const rows = tapLatencies([{ at: 1000, tag: 'b' }, { at: 100, tag: 'a' }], interactions)
    expect(rows).toEqual([
      { tag: 'a', latency: 32, reported: true },
      { tag: 'b', latency: 80, reported: true },
    ])
  })

  it('counts a tap with no reported interaction as under the threshold', () => {
    expect(tapLatencies([{ at: 100, tag: 'a' }], [])).toEqual([{ tag: 'a', latency: DURATION_THRESHOLD_MS, reported: false }])
  })

  it('does not hand an interaction before a tap to that tap', () => {
    const interactions = groupInteractions([entry(1, 'click', 50, 200)])
    expect(tapLatencies([{ at: 100, tag: 'a' }], interactions)[0]!.latency).toBe(DURATION_THRESHOLD_MS)
  })
})

describe('summarize', () => {
  it('gives nearest-rank percentiles, the maximum and the taps under the threshold', () => {
    const rows = Array.from({ length: 20 }, (_, index) => ({ latency: (index + 1) * 8, reported: index > 0 }))
    expect(summarize(rows)).toEqual({ count: 20, under16: 1, p75: 120, p95: 152, max: 160 })
  })

  it('has no percentiles without taps', () => {
    const summary = summarize([])
    expect(summary.count).toBe(0)
    expect(summary.p95).toBeNaN()
    expect(summary.max).toBeNaN()
  })
})
