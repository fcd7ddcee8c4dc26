import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { withRetry } from './retry'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** An attempt that records when it ran (fake time) and fails until its turn to succeed comes. */
function flaky(failures: number) {
  const at: number[] = []
  const attempt = vi.fn(async () => {
    at.push(Date.now())
    if (at.length <= failures) throw new Error(`failure ${at.length}`)
    return 'sent'
  })
  return { attempt, at }
}

describe('withRetry (spec 8, 9: 4 attempts, 1 s, 2 s, 4 s)', () => {
  it('makes 4 attempts 1 s, 2 s and 4 s apart, then throws the last error', async () => {
    const start = Date.now()
    const { attempt, at } = flaky(Infinity)
    const result = withRetry(attempt)
    const settled = expect(result).rejects.toThrow('failure 4')
    await vi.advanceTimersByTimeAsync(999)
    expect(at).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(at).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(10_000)
    await settled
    expect(at.map((time) => time - start)).toEqual([0, 1000, 3000, 7000])
    expect(attempt).toHaveBeenCalledTimes(4)
  })

  it('returns the first success without waiting further', async () => {
    const start = Date.now()
    const { attempt, at } = flaky(2)
    const result = withRetry(attempt)
    await vi.advanceTimersByTimeAsync(10_000)
    await expect(result).resolves.toBe('sent')
    expect(at.map((time) => time - start)).toEqual([0, 1000, 3000])
  })

  it('stops at once when shouldRetry says the error is not worth it', async () => {
    const { attempt } = flaky(Infinity)
    const shouldRetry = vi.fn(() => false)
    await expect(withRetry(attempt, { shouldRetry })).rejects.toThrow('failure 1')
    expect(attempt).toHaveBeenCalledTimes(1)
    expect(shouldRetry).toHaveBeenCalledWith(new Error('failure 1'))
  })

  it('uses an injected sleep, repeating the last delay when there are more attempts than delays', async () => {
    const sleep = vi.fn(async () => {})
    const { attempt } = flaky(Infinity)
    await expect(withRetry(attempt, { attempts: 5, delaysMs: [10, 20], sleep })).rejects.toThrow('failure 5')
    expect(sleep.mock.calls).toEqual([[10], [20], [20], [20]])
  })
})
