// @vitest-environment jsdom
/**
 * The outbox and the saveLog sender together, under the faults a real visit meets: storage that
 * refuses every write or cannot even be opened, calls that time out, an overloaded or
 * rate-limiting backend, and many wake-ups at once. Every event must arrive once and in order.
 */
import { FunctionsError } from 'firebase/functions'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enqueueEvent, pendingEvents, persistOutbox, type OutboxEntry } from './eventOutbox'
import { SERVER_FAULT_ATTEMPTS, startLogSender } from '../firebase/logSender'

const entry = (name: string): OutboxEntry => ({ id: name, name, params: {}, onboardingName: 'demo', superProperties: {}, createdAt: 1 })
const walk = (count: number) => Array.from({ length: count }, (_, i) => `event ${i + 1}`)
const nameOf = (data: unknown) => (data as { name: string }).name

const quotaExceeded = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
}

const stops: (() => void)[] = []
beforeEach(() => {
  vi.useFakeTimers()
  sessionStorage.clear()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.restoreAllMocks()
  vi.useRealTimers()
  persistOutbox() // storage works again: nothing a test left in memory leaks into the next
  sessionStorage.clear()
})

/** A sender over the real outbox whose back-off runs on the fake clock. */
function startSender(call: (data: unknown) => Promise<unknown>) {
  const started = startLogSender({ call, userId: async () => 'uid-1', now: () => 1_800_000_000_000 })
  stops.push(started.stop)
  return started
}

/** Lets the sender run until the outbox is empty, advancing the fake clock through its back-off. */
async function untilDrained() {
  for (let round = 0; round < 1000 && pendingEvents().length > 0; round += 1) await vi.advanceTimersByTimeAsync(1000)
  expect(pendingEvents()).toEqual([])
}

function recordingCall() {
  const received: string[] = []
  const call = vi.fn(async (data: unknown) => {
    received.push(nameOf(data))
    return { ok: true }
  })
  return { call, received }
}

describe('event delivery when storage fails', () => {
  it('keeps every event in memory when every setItem throws (quota, Safari private mode), and sends them all in order', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quotaExceeded)
    for (const name of walk(50)) enqueueEvent(entry(name))
    expect(pendingEvents()).toHaveLength(50)
    const { call, received } = recordingCall()
    startSender(call)
    await untilDrained()
    expect(received).toEqual(walk(50))
  })

  it('keeps every event in memory when opening storage itself throws (access denied)', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    const { call, received } = recordingCall()
    startSender(call)
    for (const name of walk(20)) enqueueEvent(entry(name))
    await untilDrained()
    expect(received).toEqual(walk(20))
  })

  it('writes the queue to storage again once storage takes it, so a reload still finds it', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quotaExceeded)
    enqueueEvent(entry('first'))
    enqueueEvent(entry('second'))
    expect(sessionStorage.getItem('funnels-outbox:events')).toBeNull()
    setItem.mockRestore()
    persistOutbox() // what the page does when it is hidden
    expect(JSON.parse(sessionStorage.getItem('funnels-outbox:events') ?? '[]')).toEqual([entry('first'), entry('second')])
  })
})

describe('event delivery when calls fail', () => {
  it('retries an event whose call timed out until it succeeds, and loses nothing behind it', async () => {
    const received: string[] = []
    let timeouts = 3
    const call = vi.fn(async (data: unknown) => {
      if (nameOf(data) === 'event 2' && timeouts-- > 0) throw new FunctionsError('deadline-exceeded', 'deadline-exceeded')
      received.push(nameOf(data))
      return { ok: true }
    })
    for (const name of walk(5)) enqueueEvent(entry(name))
    startSender(call)
    await untilDrained()
    expect(received).toEqual(walk(5))
    expect(call).toHaveBeenCalledTimes(8)
  })

  it('waits out an overloaded backend (500) and a rate limit (429) instead of dropping the event', async () => {
    const faults = [new FunctionsError('internal', 'internal [500]'), new FunctionsError('resource-exhausted', 'Too many events [429]'), new FunctionsError('unknown', 'unknown [502]')]
    const received: string[] = []
    const call = vi.fn(async (data: unknown) => {
      const fault = faults.shift()
      if (fault) throw fault
      received.push(nameOf(data))
      return { ok: true }
    })
    for (const name of walk(3)) enqueueEvent(entry(name))
    startSender(call)
    await untilDrained()
    expect(received).toEqual(walk(3))
    expect(console.error).not.toHaveBeenCalled()
  })

  it('gives up on an event the server fails on every time, after a bounded number of attempts, and sends the rest', async () => {
    const received: string[] = []
    const call = vi.fn(async (data: unknown) => {
      if (nameOf(data) === 'poison') throw new FunctionsError('internal', 'internal [500]')
      received.push(nameOf(data))
      return { ok: true }
    })
    enqueueEvent(entry('poison'))
    enqueueEvent(entry('after'))
    startSender(call)
    await untilDrained()
    expect(call.mock.calls.filter(([data]) => nameOf(data) === 'poison')).toHaveLength(SERVER_FAULT_ATTEMPTS)
    expect(received).toEqual(['after'])
  })

  it('neither resends nor drops an event whose answer cannot be read', async () => {
    const received: string[] = []
    const call = vi.fn(async (data: unknown) => {
      received.push(nameOf(data))
      // An answer that is not an object: reading the course-platform URL from it must not count as a failed send.
      return nameOf(data) === 'Payment completed' ? Symbol('odd') : { ok: true }
    })
    enqueueEvent(entry('Payment completed'))
    enqueueEvent(entry('Visited: congrats'))
    startSender(call)
    await untilDrained()
    expect(received).toEqual(['Payment completed', 'Visited: congrats'])
  })
})

describe('event delivery with many wake-ups at once', () => {
  it('sends every event exactly once and in order while events pour in during slow, out-of-order answers', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quotaExceeded) // the hardest case: memory only
    const received: string[] = []
    let inFlight = 0
    let mostInFlight = 0
    const call = vi.fn(async (data: unknown) => {
      inFlight += 1
      mostInFlight = Math.max(mostInFlight, inFlight)
      // Answers take 10 to 90 ms; every seventh call times out first.
      await new Promise((resolve) => setTimeout(resolve, 10 + ((received.length * 37) % 80)))
      inFlight -= 1
      if (call.mock.calls.length % 7 === 0) throw new FunctionsError('deadline-exceeded', 'deadline-exceeded')
      received.push(nameOf(data))
      return { ok: true }
    })
    const names = walk(200)
    startSender(call)
    startSender(call) // a second start (a hot reload, a double import) must not send anything twice
    // Events arrive in bursts of four while answers are pending, each one a wake-up of its own.
    for (const [i, name] of names.entries()) {
      enqueueEvent(entry(name))
      if (i % 4 === 3) await vi.advanceTimersByTimeAsync(3)
    }
    await untilDrained()
    expect(received).toHaveLength(names.length)
    expect(new Set(received).size).toBe(names.length)
    expect(received).toEqual(names)
    expect(mostInFlight).toBe(1)
  })
})
