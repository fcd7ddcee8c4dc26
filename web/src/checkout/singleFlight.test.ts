import { describe, expect, it, vi } from 'vitest'
import { singleFlight } from './singleFlight'

describe('singleFlight', () => {
  it('shares a call per key until it is forgotten, and keeps keys apart', async () => {
    const flights = singleFlight<number>()
    const start = vi.fn(async () => 1)
    const first = flights.run('a', start)
    expect(flights.run('a', start)).toBe(first)
    flights.run('b', start)
    expect(start).toHaveBeenCalledTimes(2)
    flights.forget('a')
    flights.run('a', start)
    expect(start).toHaveBeenCalledTimes(3)
    await expect(first).resolves.toBe(1)
  })
})
