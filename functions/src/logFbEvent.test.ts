import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { logger } from 'firebase-functions/logger'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { runCallable } from './callable'
import { fakeContext } from './fakeContext'
import { logFbEvent, logFbEventPayload } from './logFbEvent'
import { hashEmail, sha256Hex } from './metaEvent'
import { useTempSink } from './sinkFixture'

const sink = useTempSink()
// A visitor outside the EEA and the UK who never chose: Meta hears from them as before the banner.
const context = fakeContext({ authUid: 'uid-1', clientIp: '203.0.113.7', userAgent: 'Test/1.0', headers: { 'x-country-code': 'US' } })
const noRecord = { consentOf: async () => undefined }
const call = (data: unknown) => runCallable('logFbEvent', logFbEventPayload, (payload, ctx) => logFbEvent(payload, ctx, noRecord), data, context)

const registration = {
  eventName: 'CompleteRegistration',
  eventId: 'evt-1',
  currentTimestamp: 1_763_800_000,
  fbc: null,
  fbp: 'fb.1.1763800000000.123',
  onboardingType: 'leadership',
  userId: 'user-1',
  email: ' Person@Example.com ',
  eventSourceUrl: 'http://localhost:4173/leadership/email',
}

describe('logFbEvent payload', () => {
  it.each([
    [{ currentTimestamp: 1_763_800_000_000 }, 'currentTimestamp: looks like milliseconds'],
    [{ currentTimestamp: 1.5 }, 'currentTimestamp: expected a whole number of seconds'],
    [{ eventName: 'Lead' }, 'eventName: expected one of CompleteRegistration, InitiateCheckout, Purchase, AddToCart'],
    [{ email: 'not-an-address' }, 'email: expected a valid e-mail address'],
    [{ email: undefined }, 'email: is required for CompleteRegistration'],
    [{ eventId: '' }, 'eventId: expected a non-empty string'],
    [{ eventName: 'Purchase', customData: { value: 9.99 } }, 'customData: Purchase needs customData.currency'],
  ])('rejects %j', async (change, message) => {
    await expect(call({ ...registration, ...change })).rejects.toMatchObject({ code: 'invalid-argument', message: expect.stringContaining(`logFbEvent: ${message}`) })
  })
})

describe('logFbEvent without Meta credentials', () => {
  beforeEach(() => {
    vi.stubEnv('META_ACCESS_TOKEN', '')
    vi.stubEnv('META_PIXEL_ID', '')
  })

  it('records what would have been sent, with the e-mail hashed', async () => {
    expect(await call(registration)).toEqual({ delivered: 'sink', eventId: 'evt-1' })
    const [line] = sink.lines('meta')
    expect(line).toMatchObject({
      receivedAt: expect.any(String),
      authUid: 'uid-1',
      event_name: 'CompleteRegistration',
      event_id: 'evt-1',
      user_data: { em: [hashEmail('person@example.com')], external_id: [sha256Hex('user-1')], fbp: registration.fbp },
    })
    expect(JSON.stringify(line).toLowerCase()).not.toContain('person@example.com')
  })
})

describe('logFbEvent with Meta credentials (local Graph API stand-in)', () => {
  const received: { url: string; body: unknown }[] = []
  let status = 200
  let server: Server
  const readBody = async (request: IncomingMessage) => {
    let text = ''
    for await (const chunk of request) text += String(chunk)
    return text
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      void readBody(request).then((text) => {
        received.push({ url: request.url ?? '', body: JSON.parse(text) })
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(status === 200 ? { events_received: 1, fbtrace_id: 't' } : { error: { message: 'Invalid parameter', code: 100 } }))
      })
    })
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  })
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())))
  afterEach(() => vi.restoreAllMocks())

  beforeEach(() => {
    received.length = 0
    status = 200
    vi.stubEnv('META_ACCESS_TOKEN', 'token-1')
    vi.stubEnv('META_PIXEL_ID', 'pixel-1')
    vi.stubEnv('META_GRAPH_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    vi.spyOn(logger, 'warn').mockImplementation(() => {})
  })

  it('posts the event to /v21.0/{pixel}/events with the token, hashed e-mail and event id', async () => {
    expect(await call(registration)).toEqual({ delivered: 'meta', eventId: 'evt-1' })
    expect(received).toHaveLength(1)
    expect(received[0]?.url).toBe('/v21.0/pixel-1/events?access_token=token-1')
    expect(received[0]?.body).toEqual({
      data: [expect.objectContaining({ event_id: 'evt-1', event_time: 1_763_800_000, action_source: 'website', user_data: expect.objectContaining({ em: [hashEmail('person@example.com')], client_ip_address: '203.0.113.7' }) })],
    })
    expect(JSON.stringify(received[0]?.body).toLowerCase()).not.toContain('person@example.com')
    expect(sink.lines('meta')).toEqual([])
  })

  it('answers unavailable on a Meta server error, so the client retries', async () => {
    status = 503
    await expect(call(registration)).rejects.toMatchObject({ code: 'unavailable' })
  })

  it('answers failed-precondition when Meta refuses the event, with its reason', async () => {
    status = 400
    await expect(call(registration)).rejects.toMatchObject({ code: 'failed-precondition', message: expect.stringContaining('Invalid parameter') })
  })

  it('answers unavailable when Meta cannot be reached', async () => {
    vi.stubEnv('META_GRAPH_URL', 'http://127.0.0.1:1')
    await expect(call(registration)).rejects.toMatchObject({ code: 'unavailable' })
  })
})
