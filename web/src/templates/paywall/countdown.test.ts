import { describe, expect, it } from 'vitest'
import { formatCountdown, remainingMs } from './countdown'

describe('reservation countdown', () => {
  it('formats as mm:ss', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00')
    expect(formatCountdown(9 * 60_000 + 5_000)).toBe('09:05')
    expect(formatCountdown(59_000)).toBe('00:59')
    expect(formatCountdown(90 * 60_000)).toBe('90:00')
  })

  it('rounds up to whole seconds, so 00:00 means time is up', () => {
    expect(formatCountdown(14 * 60_000 + 59_001)).toBe('15:00')
    expect(formatCountdown(1)).toBe('00:01')
    expect(formatCountdown(0)).toBe('00:00')
    expect(formatCountdown(-500)).toBe('00:00')
  })

  it('never counts below zero', () => {
    expect(remainingMs(10_000, 4_000)).toBe(6_000)
    expect(remainingMs(10_000, 12_000)).toBe(0)
  })
})
