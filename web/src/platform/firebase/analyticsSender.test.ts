import { FunctionsError } from 'firebase/functions'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAnalyticsSender } from './analyticsSender'

const purchase = { name: 'purchase', params: { currency: 'USD', value: 39.99 } }

describe('the analytics sender (spec 8: up to 4 attempts, 1 s, 2 s, 4 s apart, then logged for good)', () => {
  let errors: unknown[][]
  beforeEach(() => {
    vi.useFakeTimers()
    errors = []
    vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  /** A sender whose callable fails the first `failures` calls; records when each call was made and with what. */
  function sender(failures: number, error: () => unknown = () => new FunctionsError('unavailable', 'GA4 unreachable; retry later')) {
    const start = Date.now()
    const calls: { at: number; data: unknown }[] = []
    const send = createAnalyticsSender({
      call: async (data) => {
        calls.push({ at: Date.now() - start, data })
        if (calls.length <= failures) throw error()
        return { ok: true }
      },
      userId: async () => 'uid-1',
      consent: () => ({ analytics: true, marketing: false, version: '2026-11' }),
    })
    return { send, calls }
  }

  it('sends the event through the logAnalyticsEvent callable with the user id, once when it is delivered', async () => {
    const { send, calls } = sender(0)
    await send(purchase)
    expect(calls).toEqual([{ at: 0, data: { name: 'purchase', params: purchase.params, userId: 'uid-1', consent: { analytics: true, marketing: false, version: '2026-11' } } }])
    expect(errors).toEqual([])
  })

  it('tries again after 1 s, 2 s and 4 s, and stops at the attempt that gets through', async () => {
    const { send, calls } = sender(2)
    const sent = send(purchase)
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(2000)
    await sent
    expect(calls.map((call) => call.at)).toEqual([0, 1000, 3000])
    expect(errors).toEqual([])
  })

  it('gives up after 4 attempts in 7 s and logs the failure for good', async () => {
    const { send, calls } = sender(Infinity)
    const sent = send(purchase)
    await vi.advanceTimersByTimeAsync(60_000)
    await sent
    expect(calls.map((call) => call.at)).toEqual([0, 1000, 3000, 7000])
    expect(errors).toHaveLength(1)
    expect(String(errors[0]![0])).toContain('"purchase" failed after 4 attempts')
  })

  it('retries any failure, not only network ones (unlike the ad platform)', async () => {
    const { send, calls } = sender(Infinity, () => new FunctionsError('failed-precondition', 'GA4 refused the event (403)'))
    const sent = send(purchase)
    await vi.advanceTimersByTimeAsync(60_000)
    await sent
    expect(calls).toHaveLength(4)
  })
})
