import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIRST_REPORT_AFTER_MS, REPORT_LOOP_MS, startReportLoop } from './reportLoop'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe("npm start's experiment reports", () => {
  it('publishes a minute after the start, then every five minutes, goes on after a failure and stops cleanly', async () => {
    const publish = vi.fn(async () => null)
    publish.mockRejectedValueOnce(new Error('lake busy'))
    const errors: unknown[] = []
    const loop = startReportLoop({ SANITY_API_HOST: 'http://127.0.0.1:3900' }, publish, (error) => errors.push(error))
    await vi.advanceTimersByTimeAsync(FIRST_REPORT_AFTER_MS - 1)
    expect(publish).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(publish).toHaveBeenCalledTimes(1)
    expect(publish).toHaveBeenCalledWith({ SANITY_API_HOST: 'http://127.0.0.1:3900' })
    expect(errors).toEqual([new Error('lake busy')])
    await vi.advanceTimersByTimeAsync(REPORT_LOOP_MS)
    expect(publish).toHaveBeenCalledTimes(2)
    await loop.stop()
    await vi.advanceTimersByTimeAsync(REPORT_LOOP_MS * 3)
    expect(publish).toHaveBeenCalledTimes(2)
  })
})
