import { describe, expect, it } from 'vitest'
import { runCallable } from './callable'
import { fakeContext } from './fakeContext'
import { logAnalyticsEvent, logAnalyticsEventPayload } from './logAnalyticsEvent'
import { useTempSink } from './sinkFixture'

const sink = useTempSink()
const call = (data: unknown) => runCallable('logAnalyticsEvent', logAnalyticsEventPayload, logAnalyticsEvent, data, fakeContext({ authUid: 'uid-1' }))

describe('logAnalyticsEvent', () => {
  it('appends the event to the analytics sink', async () => {
    const event = { name: 'begin_checkout', params: { currency: 'USD', value: 9.99 }, userId: 'u1' }
    expect(await call(event)).toEqual({ ok: true })
    expect(sink.lines('analytics')).toEqual([{ receivedAt: expect.any(String), authUid: 'uid-1', ...event }])
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
