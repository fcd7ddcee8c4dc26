import { describe, expect, it } from 'vitest'
import { EEA_COUNTRIES, inEea } from '../../../schemas/payments/eeaCountries'
import { referencePrice, type ReferenceInput } from './referencePrice'

const NOW = new Date('2026-11-27T10:00:00Z')
/** 197 from June, a 147 week in September, then the reduction to 97 on 1 October. */
const HISTORY = [
  { amount: 197, from: '2026-06-01', until: '2026-09-10' },
  { amount: 147, from: '2026-09-10', until: '2026-09-17' },
  { amount: 197, from: '2026-09-17', until: '2026-10-01' },
]
const reference = (overrides: Partial<ReferenceInput>) => referencePrice({ amount: 97, history: HISTORY, country: 'US', now: NOW, ...overrides })

describe('referencePrice', () => {
  it('in the EEA: the lowest price of the 30 days before the reduction, not the last price', () => {
    expect(reference({ country: 'PL' })).toBe(147)
    expect(reference({ country: 'DE' })).toBe(147)
    expect(reference({ country: 'NO' })).toBe(147)
  })

  it('elsewhere (the US, the UK): the regular price last sold before the current one', () => {
    expect(reference({ country: 'US' })).toBe(197)
    expect(reference({ country: 'GB' })).toBe(197)
  })

  it('has no reference without history', () => {
    expect(reference({ history: [], country: 'PL' })).toBeNull()
    expect(reference({ history: [], country: 'US' })).toBeNull()
  })

  it('in the EEA: none when the history does not cover the 30 days (a short record, a gap)', () => {
    expect(reference({ country: 'PL', history: [{ amount: 197, from: '2026-09-15', until: '2026-10-01' }] })).toBeNull()
    const gap = [
      { amount: 197, from: '2026-06-01', until: '2026-09-10' },
      { amount: 197, from: '2026-09-12', until: '2026-10-01' },
    ]
    expect(reference({ country: 'PL', history: gap })).toBeNull()
    // Outside the EEA the last regular price is enough.
    expect(reference({ country: 'US', history: gap })).toBe(197)
  })

  it('counts exactly 30 days: a record from the 30th day before the reduction covers it, one a day later does not', () => {
    // 1 October less 30 days is 1 September.
    expect(reference({ country: 'PL', history: [{ amount: 197, from: '2026-09-01', until: '2026-10-01' }] })).toBe(197)
    expect(reference({ country: 'PL', history: [{ amount: 197, from: '2026-09-02', until: '2026-10-01' }] })).toBeNull()
    // A price that ended just before the window does not count towards the lowest.
    const before = [
      { amount: 50, from: '2026-08-01', until: '2026-09-01' },
      { amount: 197, from: '2026-09-01', until: '2026-10-01' },
    ]
    expect(reference({ country: 'PL', history: before })).toBe(197)
  })

  it('none when the prior price is not above today’s (no reduction, or a rise)', () => {
    expect(reference({ country: 'PL', amount: 147 })).toBeNull()
    expect(reference({ country: 'PL', amount: 200 })).toBeNull()
    expect(reference({ country: 'US', amount: 197 })).toBeNull()
    expect(reference({ country: 'US', amount: 197.001 })).toBeNull()
  })

  it('none before the current price has started (a change entered ahead of its day)', () => {
    const ahead = [{ amount: 197, from: '2026-06-01', until: '2026-11-28' }]
    expect(reference({ country: 'US', history: ahead })).toBeNull()
    expect(reference({ country: 'US', history: ahead, now: new Date('2026-11-28T00:00:00Z') })).toBe(197)
  })

  it('ignores a history it cannot read rather than guess', () => {
    expect(reference({ history: [{ amount: 197, from: '2026-10-01', until: '2026-06-01' }] })).toBeNull()
    expect(reference({ history: [{ amount: 197, from: '1 June', until: '2026-10-01' }] })).toBeNull()
  })
})

describe('EEA_COUNTRIES', () => {
  it('is the 27 EU states with Iceland, Liechtenstein and Norway; Poland in, the UK and US out', () => {
    expect(EEA_COUNTRIES.size).toBe(30)
    expect([inEea('PL'), inEea('pl'), inEea('IS'), inEea('GB'), inEea('US'), inEea(undefined)]).toEqual([true, true, true, false, false, false])
  })
})
