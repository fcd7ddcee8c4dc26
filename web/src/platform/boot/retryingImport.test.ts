// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { retryingImport } from './retryingImport'

const chunkFailed = () => new TypeError('Failed to fetch dynamically imported module: https://cdn.example.com/assets/Template-abc.js')

let online = true
beforeEach(() => {
  vi.useFakeTimers()
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

function goOnline() {
  online = true
  window.dispatchEvent(new Event('online'))
}

describe('retryingImport', () => {
  it('waits offline for the connection, then loads the chunk', async () => {
    online = false
    let calls = 0
    const load = vi.fn(async () => {
      calls += 1
      if (calls <= 2) throw chunkFailed()
      return { default: 'Template' }
    })
    const loading = retryingImport(load)()
    await vi.advanceTimersByTimeAsync(60_000) // a minute offline: it keeps waiting, without spending its retries
    expect(load).toHaveBeenCalledTimes(1)
    goOnline()
    await vi.advanceTimersByTimeAsync(0)
    // Back online the second attempt still fails (the network is slow to return); the back-off retries.
    await vi.advanceTimersByTimeAsync(1000)
    await expect(loading).resolves.toEqual({ default: 'Template' })
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('retries with back-off while online, and surfaces the error of a chunk that is really gone', async () => {
    const load = vi.fn(async () => {
      throw chunkFailed()
    })
    const loading = retryingImport(load)()
    const failed = expect(loading).rejects.toThrow('Failed to fetch dynamically imported module')
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000)
    await failed
    expect(load).toHaveBeenCalledTimes(4)
  })

  it('tries again at once when the connection returns during the back-off', async () => {
    let calls = 0
    const load = vi.fn(async () => {
      calls += 1
      if (calls === 1) throw chunkFailed()
      return 'loaded'
    })
    const loading = retryingImport(load)()
    await vi.advanceTimersByTimeAsync(0)
    goOnline()
    await vi.advanceTimersByTimeAsync(0)
    await expect(loading).resolves.toBe('loaded')
  })

  it('loads at the first attempt without waiting', async () => {
    const load = vi.fn(async () => 'loaded')
    await expect(retryingImport(load)()).resolves.toBe('loaded')
    expect(load).toHaveBeenCalledTimes(1)
  })
})
