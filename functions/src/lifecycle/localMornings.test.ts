import { describe, expect, it } from 'vitest'
import { knownTimeZone, localMornings } from './localMornings'

describe('localMornings', () => {
  it('answers 09:00 Warsaw time on the following days, in UTC one hour earlier in winter', () => {
    const [first, second] = localMornings(new Date('2026-11-27T21:30:00Z'), 'Europe/Warsaw', 2)
    expect(first!.toISOString()).toBe('2026-11-28T08:00:00.000Z')
    expect(second!.toISOString()).toBe('2026-11-29T08:00:00.000Z')
  })

  it('counts "tomorrow" from the local date: 00:30 in Warsaw is still the day before in UTC', () => {
    const [first] = localMornings(new Date('2026-11-27T23:30:00Z'), 'Europe/Warsaw', 1)
    expect(first!.toISOString()).toBe('2026-11-29T08:00:00.000Z')
  })

  it('keeps 09:00 local across the spring daylight-saving change', () => {
    const mornings = localMornings(new Date('2026-03-27T12:00:00Z'), 'Europe/Warsaw', 3)
    expect(mornings.map((date) => date.toISOString())).toEqual(['2026-03-28T08:00:00.000Z', '2026-03-29T07:00:00.000Z', '2026-03-30T07:00:00.000Z'])
  })

  it('uses the zone west of UTC too', () => {
    expect(localMornings(new Date('2026-11-27T12:00:00Z'), 'America/New_York', 1)[0]!.toISOString()).toBe('2026-11-28T14:00:00.000Z')
  })

  it('treats an unknown or malformed zone as UTC', () => {
    expect(localMornings(new Date('2026-11-27T12:00:00Z'), 'Mars/Olympus', 1)[0]!.toISOString()).toBe('2026-11-28T09:00:00.000Z')
    expect(knownTimeZone('Mars/Olympus')).toBeNull()
    expect(knownTimeZone({ toString: 'x' })).toBeNull()
    expect(knownTimeZone('Europe/Warsaw')).toBe('Europe/Warsaw')
  })
})
