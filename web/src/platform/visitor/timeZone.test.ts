// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const inPlace = Intl.DateTimeFormat().resolvedOptions().timeZone

/** A fresh module per test: the zone is read once per page view. */
const load = () => import('./timeZone')

/** A stand-in worker: answers what the test says, fails, or never answers. */
function workerThat(behaviour: { answer?: string; fail?: boolean }) {
  const created: { terminated: boolean }[] = []
  class StubWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null
    onerror: (() => void) | null = null
    terminated = false
    constructor() {
      created.push(this)
      queueMicrotask(() => {
        if (behaviour.answer !== undefined) this.onmessage?.({ data: behaviour.answer })
        else if (behaviour.fail) this.onerror?.()
      })
    }
    terminate() {
      this.terminated = true
    }
  }
  vi.stubGlobal('Worker', StubWorker)
  return created
}

beforeEach(() => {
  vi.resetModules()
  URL.createObjectURL ??= () => 'blob:zone'
  URL.revokeObjectURL ??= () => undefined
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('readTimeZoneOffMainThread', () => {
  it("takes the worker's answer, ends the worker, and every later read is that answer", async () => {
    const workers = workerThat({ answer: 'Europe/Warsaw' })
    const { readTimeZoneOffMainThread, timeZone } = await load()
    await expect(readTimeZoneOffMainThread()).resolves.toBe('Europe/Warsaw')
    expect(workers.map((worker) => worker.terminated)).toEqual([true])
    expect(timeZone()).toBe('Europe/Warsaw')
    await expect(readTimeZoneOffMainThread()).resolves.toBe('Europe/Warsaw')
    expect(workers).toHaveLength(1)
  })

  it('reads the zone in place when the worker fails or answers nonsense', async () => {
    workerThat({ fail: true })
    await expect((await load()).readTimeZoneOffMainThread()).resolves.toBe(inPlace)
    vi.resetModules()
    workerThat({ answer: '' })
    await expect((await load()).readTimeZoneOffMainThread()).resolves.toBe(inPlace)
  })

  it('does not wait for a worker that never answers', async () => {
    vi.useFakeTimers()
    const workers = workerThat({})
    const { readTimeZoneOffMainThread, WORKER_WAIT_MS } = await load()
    const read = readTimeZoneOffMainThread()
    await vi.advanceTimersByTimeAsync(WORKER_WAIT_MS)
    await expect(read).resolves.toBe(inPlace)
    expect(workers[0]?.terminated).toBe(true)
  })

  it('reads in place where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined)
    await expect((await load()).readTimeZoneOffMainThread()).resolves.toBe(inPlace)
  })
})
