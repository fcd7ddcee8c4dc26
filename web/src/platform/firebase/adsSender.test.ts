// @vitest-environment jsdom
import { FunctionsError } from 'firebase/functions'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runCallable } from '../../../../functions/src/callable'
import { fakeContext } from '../../../../functions/src/fakeContext'
import { logFbEvent, logFbEventPayload } from '../../../../functions/src/logFbEvent'
import { useTempSink } from '../../../../functions/src/sinkFixture'
import { productEvent } from '../../../../schemas/events/productEvent'
import { adEventFor, type AdEvent } from '../events/eventRouting'
import { resetConsentForTests } from '../consent/consent'
import { createAdsSender } from './adsSender'

const NOW = 1_800_000_000_000
const purchase: AdEvent = { eventName: 'Purchase', customData: { value: 39.99, currency: 'USD' } }
const networkDown = () => new FunctionsError('internal', 'internal [0]')

const senderWith = (call: (data: unknown) => Promise<unknown>, create = createAdsSender) =>
  create({ call, userId: async () => 'uid-1', onboardingType: () => 'deeps', now: () => NOW })

describe('the ad-platform sender (spec 8: retried only for network, timeout or unavailable)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  /** Sends one event whose every attempt fails with `error`; returns the answer and when each attempt was made. */
  async function failingWith(error: () => unknown) {
    const start = Date.now()
    const attempts: number[] = []
    const send = senderWith(async () => {
      attempts.push(Date.now() - start)
      throw error()
    })
    const answer = send(purchase)
    await vi.advanceTimersByTimeAsync(60_000)
    return { answer: await answer, attempts }
  }

  it.each([
    ['no answer at all (network)', networkDown],
    ['a timeout', () => new FunctionsError('deadline-exceeded', 'deadline-exceeded')],
    ["'unavailable'", () => new FunctionsError('unavailable', 'unavailable')],
  ])('retries %s 4 times in all, 1 s, 2 s and 4 s apart, then answers null', async (_name, error) => {
    expect(await failingWith(error)).toEqual({ answer: null, attempts: [0, 1000, 3000, 7000] })
  })

  it.each([
    ['a refused payload', () => new FunctionsError('invalid-argument', 'logFbEvent: eventId: expected a non-empty string')],
    ['a refused caller', () => new FunctionsError('permission-denied', 'permission-denied')],
    ["the server's own internal error", () => new FunctionsError('internal', 'INTERNAL')],
    ['an error that is no callable failure', () => new Error('boom')],
  ])('does not retry %s and answers null', async (_name, error) => {
    expect(await failingWith(error)).toEqual({ answer: null, attempts: [0] })
  })

  it('answers what the server answered once a retry gets through', async () => {
    let made = 0
    const send = senderWith(async () => {
      made++
      if (made < 3) throw networkDown()
      return { delivered: 'sink', eventId: 'x' }
    })
    const answer = send(purchase)
    await vi.advanceTimersByTimeAsync(3000)
    expect(await answer).toEqual({ delivered: 'sink', eventId: 'x' })
    expect(made).toBe(3)
  })
})

describe("the pixel's eventID and the Conversions API's event_id", () => {
  const sink = useTempSink()
  const context = fakeContext({ authUid: 'uid-1', clientIp: '203.0.113.7', userAgent: 'Test/1.0' })

  beforeEach(() => {
    vi.stubEnv('META_ACCESS_TOKEN', '')
    vi.stubEnv('META_PIXEL_ID', '')
  })
  afterEach(() => {
    delete window.fbq
    vi.resetModules()
  })

  it('are the same for the same event, and differ between events', async () => {
    // The pixel reads its id when its module loads, so the sender is loaded after the id is set.
    vi.stubEnv('VITE_META_PIXEL_ID', '1234567890')
    vi.resetModules()
    const fbq = vi.fn()
    window.fbq = fbq
    const { createAdsSender: createWithPixel } = await import('./adsSender')
    const send = senderWith((data) => runCallable('logFbEvent', logFbEventPayload, (payload, ctx) => logFbEvent(payload, ctx, { consentOf: async () => undefined }), data, context), createWithPixel)

    const paid = adEventFor(productEvent('paymentCompleted', { params: { amount: 39.99, currency: 'USD' } }))!
    const started = adEventFor(productEvent('paymentStarted', { params: { fullPrice: 99.99, discountedPrice: 39.99, currency: 'USD' } }))!
    await send(paid)
    await send(started)

    const pixelIds = fbq.mock.calls.map(([command, eventName, , options]) => [command, eventName, (options as { eventID: string }).eventID])
    const serverIds = sink.lines('meta').map((line) => [(line as { event_name: string }).event_name, (line as { event_id: string }).event_id])
    expect(pixelIds.map(([, eventName, eventID]) => [eventName, eventID])).toEqual(serverIds)
    expect(pixelIds.map(([command, eventName]) => [command, eventName])).toEqual([
      ['track', 'Purchase'],
      ['track', 'InitiateCheckout'],
    ])
    expect(serverIds[0]![1]).not.toBe(serverIds[1]![1])
    expect(serverIds[0]![1]).toEqual(expect.any(String))
  })
})

describe('consent', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/')
    resetConsentForTests()
  })

  it('sends nothing, to the pixel or the server, for a visitor in Poland who has not allowed marketing', async () => {
    window.history.replaceState(null, '', '/?country=PL')
    resetConsentForTests()
    const call = vi.fn(async () => ({ delivered: 'sink' }))
    expect(await senderWith(call)(purchase)).toBeNull()
    expect(call).not.toHaveBeenCalled()
  })

  it("sends the visitor's consent with the event elsewhere", async () => {
    const call = vi.fn(async (_data: unknown) => ({ delivered: 'sink' }))
    await senderWith(call)(purchase)
    expect(call.mock.calls[0]?.[0]).toMatchObject({ consent: { analytics: true, marketing: true, version: null } })
  })
})
