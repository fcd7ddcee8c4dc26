import { logger } from 'firebase-functions/logger'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runCallable } from './callable'
import { fakeContext } from './fakeContext'
import type { VisitorConsent } from './consentGate'
import { logAnalyticsEvent, logAnalyticsEventPayload } from './logAnalyticsEvent'
import { useTempSink } from './sinkFixture'

const sink = useTempSink()
/** A visitor outside the EEA who never chose, unless a test says otherwise. */
const call = (data: unknown, { country = 'US', recorded }: { country?: string; recorded?: VisitorConsent } = {}) =>
  runCallable(
    'logAnalyticsEvent',
    logAnalyticsEventPayload,
    (payload, context) => logAnalyticsEvent(payload, context, { consentOf: async () => recorded }),
    data,
    fakeContext({ authUid: 'uid-1', headers: { 'x-country-code': country } }),
  )
const ALL_GRANTED = { ad_user_data: 'GRANTED', ad_personalization: 'GRANTED' }

describe('logAnalyticsEvent', () => {
  it('appends the event to the analytics sink', async () => {
    const event = { name: 'begin_checkout', params: { currency: 'USD', value: 9.99 }, userId: 'u1' }
    expect(await call(event)).toEqual({ ok: true, sent: true })
    expect(sink.lines('analytics')).toEqual([{ receivedAt: expect.any(String), authUid: 'uid-1', ...event, consent: ALL_GRANTED }])
  })

  it.each([
    ['Visited: landing', 'expected a GA4 event name'],
    ['1st_visit', 'expected a GA4 event name'],
    ['a'.repeat(41), 'expected at most 40 characters'],
    ['firebase_thing', 'starts with a prefix GA4 reserves'],
  ])('rejects the name %j', async (name, message) => {
    await expect(call({ name, params: {} })).rejects.toMatchObject({ code: 'invalid-argument', message: expect.stringContaining(`logAnalyticsEvent: name: ${message}`) })
  })

  it('needs params', async () => {
    await expect(call({ name: 'purchase' })).rejects.toMatchObject({ message: 'logAnalyticsEvent: params: is required (expected an object)' })
  })
})

describe('logAnalyticsEvent with GA4 credentials (Measurement Protocol)', () => {
  const event = { name: 'purchase', params: { currency: 'USD', value: 39.99, transaction_id: 't1' }, userId: 'u1' }
  const posted: { url: string; body: unknown }[] = []
  const answerWith = (answer: () => Promise<Response>) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        posted.push({ url, body: JSON.parse(String(init.body)) })
        return answer()
      }),
    )

  beforeEach(() => {
    posted.length = 0
    vi.stubEnv('GA4_MEASUREMENT_ID', 'G-TEST1')
    vi.stubEnv('GA4_API_SECRET', 'secret-1')
    vi.spyOn(logger, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it("posts the event to GA4's collection endpoint with the signed-in uid as client id, not to the sink", async () => {
    answerWith(async () => new Response(null, { status: 204 }))
    expect(await call(event)).toEqual({ ok: true, sent: true })
    expect(posted).toEqual([
      {
        url: 'https://www.google-analytics.com/mp/collect?measurement_id=G-TEST1&api_secret=secret-1',
        body: { client_id: 'uid-1', consent: ALL_GRANTED, events: [{ name: 'purchase', params: event.params }] },
      },
    ])
    expect(sink.lines('analytics')).toEqual([])
  })

  it.each([
    ['GA4 cannot be reached', () => Promise.reject(new TypeError('fetch failed'))],
    ['GA4 answers a server error', async () => new Response('', { status: 503 })],
    ['GA4 asks to slow down', async () => new Response('', { status: 429 })],
  ])('answers unavailable when %s, so the browser retries', async (_name, answer) => {
    answerWith(answer)
    await expect(call(event)).rejects.toMatchObject({ code: 'unavailable' })
  })

  it('sends the consent fields a Polish visitor recorded: analytics only, so ad_user_data and ad_personalization are denied', async () => {
    answerWith(async () => new Response(null, { status: 204 }))
    const recorded = { country: 'PL', analytics: true, marketing: false, version: '2026-11' }
    const claim = { analytics: true, marketing: false, version: '2026-11' }
    expect(await call({ ...event, consent: claim }, { country: 'PL', recorded })).toEqual({ ok: true, sent: true })
    expect(posted.map((post) => post.body)).toEqual([{ client_id: 'uid-1', consent: { ad_user_data: 'DENIED', ad_personalization: 'DENIED' }, events: [{ name: 'purchase', params: event.params }] }])
  })

  it('sends nothing to GA4 for a Polish visitor who has not chosen, or refused analytics', async () => {
    answerWith(async () => new Response(null, { status: 204 }))
    expect(await call(event, { country: 'PL' })).toEqual({ ok: true, sent: false })
    const refused = { country: 'PL', analytics: false, marketing: false, version: '2026-11' }
    expect(await call({ ...event, consent: { analytics: true, marketing: true, version: '2026-11' } }, { country: 'PL', recorded: refused })).toEqual({ ok: true, sent: false })
    expect(posted).toEqual([])
    expect(sink.lines('analytics')).toEqual([])
  })

  it('answers failed-precondition when GA4 refuses the credentials', async () => {
    answerWith(async () => new Response('', { status: 403 }))
    await expect(call(event)).rejects.toMatchObject({ code: 'failed-precondition', message: expect.stringContaining('GA4_API_SECRET') })
  })
})
