import { describe, expect, it } from 'vitest'
import { seedSource } from '../../../scripts/contentSource'
import { createContentReader } from '../completion/contentReader'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { limitEvents } from '../eventRateLimit'
import { fakeContext } from '../fakeContext'
import { logAnalyticsEvent, logAnalyticsEventPayload } from '../logAnalyticsEvent'
import { visitorConsent } from '../consentGate'
import { logFbEvent, logFbEventPayload } from '../logFbEvent'
import { saveLog, saveLogPayload } from '../saveLog'
import { useTempSink } from '../sinkFixture'
import { fuzzCallable } from './fuzzCallable'

const sink = useTempSink()
// One engine: the fuzz is about parsing and handlers; the queries are exercised on both elsewhere.
const database = useTestDatabase(DATABASE_ENGINES[0])
const context = fakeContext({ authUid: 'uid-fuzz', headers: { 'x-country-code': 'PL' } })
const source = seedSource()
const content = createContentReader((query, params) => source.fetch(query, params))
const sinks = () => [sink.dir]
// The visitor's recorded consent, read from the fuzz's database (the visitor is in Poland: the header above).
const consentServices = { consentOf: (uid: string) => visitorConsent(database.db, uid) }

describe('the event callables, fuzzed', () => {
  it('saveLog answers every bad payload with a spec code and writes only what it accepts', async () => {
    const base = {
      name: 'Email provided',
      value: 'ada@example.com',
      params: { language: 'en', resultName: 'Coach', testKey: 'pricingSetKey', variant: 'variant-a' },
      userId: 'uid-fuzz',
      onboardingName: 'leadership',
      superProperties: { app: 'web' },
      returnCountry: true,
    }
    const services = { db: () => database.db, env: {}, content: () => content }
    const outcomes = await fuzzCallable({ name: 'saveLog', schema: saveLogPayload, handler: limitEvents('saveLog', (p: never, c) => saveLog(p, c, services), { db: () => database.db }), base, context, db: () => database.db, folders: sinks })
    console.info('saveLog', outcomes)
    expect(outcomes['invalid-argument']).toBeGreaterThan(500)
  }, 60_000)

  it('logFbEvent answers every bad payload with a spec code and writes only what it accepts', async () => {
    const base = {
      eventName: 'Purchase',
      eventId: 'evt-1',
      currentTimestamp: 1_777_000_000,
      fbc: 'fb.1.1.abc',
      fbp: 'fb.1.1.def',
      onboardingType: 'leadership',
      userId: 'uid-fuzz',
      email: 'ada@example.com',
      eventSourceUrl: 'https://funnels.example/leadership',
      customData: { currency: 'USD', value: 27 },
    }
    const outcomes = await fuzzCallable({ name: 'logFbEvent', schema: logFbEventPayload, handler: limitEvents('logFbEvent', (p: never, c) => logFbEvent(p, c, consentServices), { db: () => database.db }), base, context, db: () => database.db, folders: sinks })
    console.info('logFbEvent', outcomes)
    expect(outcomes['invalid-argument']).toBeGreaterThan(500)
  }, 60_000)

  it('logAnalyticsEvent answers every bad payload with a spec code and writes only what it accepts', async () => {
    const base = { name: 'page_view', params: { page: 'landing', language: 'pl' }, userId: 'uid-fuzz' }
    const outcomes = await fuzzCallable({ name: 'logAnalyticsEvent', schema: logAnalyticsEventPayload, handler: limitEvents('logAnalyticsEvent', (p: never, c) => logAnalyticsEvent(p, c, consentServices), { db: () => database.db }), base, context, db: () => database.db, folders: sinks })
    console.info('logAnalyticsEvent', outcomes)
    expect(outcomes['invalid-argument']).toBeGreaterThan(300)
  }, 60_000)
})
