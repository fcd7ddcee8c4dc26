// @vitest-environment jsdom
import { FunctionsError } from 'firebase/functions'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { freshCountry } from '../visitor/country'
import { storedCourseLoginUrl } from '../visitor/courseLogin'
import { enqueueEvent, pendingEvents } from '../events/eventOutbox'
import { startLogSender } from './logSender'

const entry = (name: string) => ({ id: name, name, params: { language: 'en' }, onboardingName: 'demo', superProperties: {}, createdAt: 1 })
const NOW = 1_800_000_000_000
const networkDown = () => new FunctionsError('internal', 'internal [0]')

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
})
const stops: (() => void)[] = []
afterEach(() => {
  vi.restoreAllMocks()
  for (const stop of stops.splice(0)) stop()
})

function sender(call: (data: unknown) => Promise<unknown>) {
  const sleeps: number[] = []
  const started = startLogSender({ call, userId: async () => 'uid-1', now: () => NOW, sleep: async (ms) => void sleeps.push(ms) })
  stops.push(started.stop)
  return { ...started, sleeps }
}

describe('startLogSender', () => {
  it('sends queued events in order with the user id, and asks for the country until it has one', async () => {
    enqueueEvent(entry('first'))
    enqueueEvent(entry('second'))
    const sent: Record<string, unknown>[] = []
    const call = vi.fn(async (data: unknown) => {
      sent.push(data as Record<string, unknown>)
      return { ok: true, countryDetection: { detectedCountry: 'pl', confidence: 0.9, method: 'geo-header' } }
    })
    const { drained } = sender(call)
    await drained()
    expect(sent.map((data) => data.name)).toEqual(['first', 'second'])
    expect(sent[0]).toMatchObject({ userId: 'uid-1', onboardingName: 'demo', returnCountry: true, params: { language: 'en', firebaseUserId: 'uid-1', countryCode: null } })
    expect(sent[1]).toMatchObject({ returnCountry: false, params: { countryCode: freshCountry(NOW) } })
    expect(pendingEvents()).toEqual([])
  })

  it("stores the course-platform login URL that the answer to 'Payment completed' carries, and no other event's", async () => {
    enqueueEvent(entry('Payment completed'))
    enqueueEvent(entry('Visited: congrats'))
    const call = vi.fn(async (data: unknown) =>
      (data as { name: string }).name === 'Payment completed'
        ? { result: { courseLoginUrl: 'https://courses.example.com/login?t=1' } }
        : { data: { courseLoginUrl: 'https://elsewhere.example.com/' } },
    )
    const { drained } = sender(call)
    await drained()
    expect(storedCourseLoginUrl()).toBe('https://courses.example.com/login?t=1')
  })

  it('keeps an event through an outage, backing off, and sends it once the backend is back', async () => {
    enqueueEvent(entry('kept'))
    let failures = 3
    const call = vi.fn(async () => {
      if (failures-- > 0) throw networkDown()
      return { ok: true }
    })
    const { drained, sleeps } = sender(call)
    await drained()
    expect(call).toHaveBeenCalledTimes(4)
    expect(sleeps).toEqual([1000, 2000, 4000])
    expect(pendingEvents()).toEqual([])
  })

  it('drops an event the server refuses for good, and goes on with the next', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    enqueueEvent(entry('bad'))
    enqueueEvent(entry('good'))
    const names: unknown[] = []
    const call = vi.fn(async (data: unknown) => {
      const { name } = data as { name: string }
      names.push(name)
      if (name === 'bad') throw new FunctionsError('invalid-argument', 'saveLog: name: too long')
      return { ok: true }
    })
    await sender(call).drained()
    expect(names).toEqual(['bad', 'good'])
    expect(pendingEvents()).toEqual([])
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('"bad"'), expect.anything())
  })

  it('picks up an event queued while it was idle', async () => {
    const call = vi.fn(async () => ({ ok: true }))
    const { drained } = sender(call)
    await drained()
    enqueueEvent(entry('later'))
    await drained()
    expect(call).toHaveBeenCalledTimes(1)
  })
})
