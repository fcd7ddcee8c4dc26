// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createErrorQueue, errorReportData, sessionErrorCounter } from './errorQueue'

const memoryCounter = () => {
  let n = 0
  return { read: () => n, write: (next: number) => void (n = next) }
}

function setup(send = vi.fn(async (_report: number) => {}), counter = memoryCounter()) {
  const queue = createErrorQueue({ send, counter })
  queue.start()
  return { queue, send, counter }
}

const captureAll = (queue: { capture(report: number): void }, from: number, to: number) => {
  for (let i = from; i <= to; i++) queue.capture(i)
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('error queue (spec 5, 9: 10 queued, 20 per session, every 5 s)', () => {
  it('sends queued reports in order on the 5 s tick, not before', async () => {
    const { queue, send } = setup()
    captureAll(queue, 1, 3)
    await vi.advanceTimersByTimeAsync(4999)
    expect(send).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(send.mock.calls.map(([report]) => report)).toEqual([1, 2, 3])
    queue.stop()
  })

  it('keeps at most 10 queued, dropping the oldest: 12 captured, 10 sent', async () => {
    const { queue, send } = setup()
    captureAll(queue, 1, 12)
    await vi.advanceTimersByTimeAsync(5000)
    expect(send.mock.calls.map(([report]) => report)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    queue.stop()
  })

  it('takes at most 20 reports per session: 25 captured, 20 sent', async () => {
    const counter = memoryCounter()
    const { queue, send } = setup(undefined, counter)
    captureAll(queue, 1, 10)
    await vi.advanceTimersByTimeAsync(5000)
    captureAll(queue, 11, 20)
    await vi.advanceTimersByTimeAsync(5000)
    captureAll(queue, 21, 25)
    await vi.advanceTimersByTimeAsync(5000)
    expect(send).toHaveBeenCalledTimes(20)
    expect(send).toHaveBeenLastCalledWith(20)
    expect(counter.read()).toBe(20)
    queue.stop()
    // A reload in the same session builds a new queue on the same counter: still nothing taken.
    const after = setup(undefined, counter)
    after.queue.capture(26)
    await vi.advanceTimersByTimeAsync(5000)
    expect(after.send).not.toHaveBeenCalled()
    after.queue.stop()
  })

  it('requeues a failed report at the front, stops that flush, and sends it on the next tick', async () => {
    const send = vi.fn(async (report: number) => {
      if (report === 2 && send.mock.calls.filter(([r]) => r === 2).length === 1) throw new Error('offline')
    })
    const { queue } = setup(send)
    captureAll(queue, 1, 3)
    await vi.advanceTimersByTimeAsync(5000)
    expect(send.mock.calls.map(([report]) => report)).toEqual([1, 2])
    await vi.advanceTimersByTimeAsync(5000)
    expect(send.mock.calls.map(([report]) => report)).toEqual([1, 2, 2, 3])
    queue.stop()
  })

  it('sends nothing while the queue is empty, and nothing after stop', async () => {
    const { queue, send } = setup()
    await vi.advanceTimersByTimeAsync(30_000)
    expect(send).not.toHaveBeenCalled()
    queue.stop()
    queue.capture(1)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(send).not.toHaveBeenCalled()
  })

  it('sends one report at a time, even when a slow send outlasts the interval', async () => {
    const send = vi.fn((_report: number) => new Promise<void>((resolve) => setTimeout(resolve, 12_000)))
    const { queue } = setup(send)
    captureAll(queue, 1, 2)
    await vi.advanceTimersByTimeAsync(5000 + 11_999) // ticks at 10 s and 15 s pass while 1 is in flight
    expect(send.mock.calls.map(([report]) => report)).toEqual([1])
    await vi.advanceTimersByTimeAsync(1)
    expect(send.mock.calls.map(([report]) => report)).toEqual([1, 2])
    await vi.advanceTimersByTimeAsync(40_000)
    expect(send).toHaveBeenCalledTimes(2)
    queue.stop()
  })
})

describe('sessionErrorCounter', () => {
  beforeEach(() => window.sessionStorage.clear())

  it('counts in session storage, reading 0 when nothing or garbage is stored', () => {
    const counter = sessionErrorCounter()
    expect(counter.read()).toBe(0)
    counter.write(7)
    expect(window.sessionStorage.getItem('funnels:errorCount')).toBe('7')
    expect(sessionErrorCounter().read()).toBe(7)
    window.sessionStorage.setItem('funnels:errorCount', '"lots"')
    expect(counter.read()).toBe(0)
  })
})

describe('errorReportData (spec 3, Error report)', () => {
  const context = { onboardingType: 'leadership', sessionId: 'session-1', variantKeys: ['payWallTypeKey', 'pricingVersionKey'] }

  it('describes an Error with the browser state at the time', () => {
    vi.setSystemTime(Date.UTC(2025, 4, 1, 12))
    window.history.replaceState(null, '', '/leadership/q3')
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('pl-PL')
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('Linux x86_64')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390)
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(664)
    const error = new TypeError('x is undefined')
    expect(errorReportData(error, context)).toStrictEqual({
      message: 'x is undefined',
      stack: error.stack,
      name: 'TypeError',
      url: 'http://localhost:3000/leadership/q3',
      userAgent: navigator.userAgent,
      timestamp: '2025-05-01T12:00:00.000Z',
      onboardingType: 'leadership',
      sessionId: 'session-1',
      abVariants: ['payWallTypeKey', 'pricingVersionKey'],
      language: 'pl-PL',
      platform: 'Linux x86_64',
      cookieEnabled: true,
      onLine: false,
      viewportWidth: 390,
      viewportHeight: 664,
    })
  })

  it.each([
    ['a string', 'quota exceeded', 'quota exceeded'],
    ['an object with a message', { message: 'permission-denied', code: 7 }, 'permission-denied'],
    ['another object', { code: 7 }, '{"code":7}'],
    ['undefined', undefined, 'undefined'],
    ['null', null, 'null'],
  ])('turns %s into a message', (_kind, thrown, message) => {
    expect(errorReportData(thrown, context)).toMatchObject({ message, stack: null, name: 'NonError' })
  })

  it('survives a circular object and leaves the onboarding type null when unknown', () => {
    const circular: Record<string, unknown> = {}
    circular.self = circular
    const data = errorReportData(circular, { sessionId: 's', variantKeys: [] })
    expect(data.message).toBe('[object Object]')
    expect(data.onboardingType).toBeNull()
  })
})
