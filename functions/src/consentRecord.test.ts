import { afterEach, describe, expect, it, vi } from 'vitest'
import { runCallable } from './callable'
import { visitorConsent } from './consentGate'
import { DATABASE_ENGINES, useTestDatabase } from './db/dbTestKit'
import { fakeContext } from './fakeContext'
import { logFbEvent, logFbEventPayload } from './logFbEvent'
import { saveLog, saveLogPayload } from './saveLog'
import { useTempSink } from './sinkFixture'

const sink = useTempSink()
afterEach(() => vi.unstubAllEnvs())

const V = '2026-11'
const consentChanged = (analytics: boolean, marketing: boolean) => ({
  name: 'Consent changed',
  value: `analytics:${analytics ? 'granted' : 'denied'} marketing:${marketing ? 'granted' : 'denied'}`,
  params: { analytics, marketing, bannerVersion: V, decidedAt: 1_800_000_000_000, language: 'pl' },
  userId: 'uid-pl',
  onboardingName: 'screendetox',
})
const purchase = (marketing: boolean) => ({
  eventName: 'Purchase',
  eventId: `evt-${String(marketing)}`,
  currentTimestamp: 1_800_000_000,
  onboardingType: 'screendetox',
  userId: 'uid-pl',
  customData: { currency: 'PLN', value: 97 },
  consent: { analytics: true, marketing, version: V },
})

describe.each(DATABASE_ENGINES)('consent recorded through saveLog gates the Conversions API on %s', (engine) => {
  const database = useTestDatabase(engine)
  const context = fakeContext({ authUid: 'uid-pl', headers: { 'x-country-code': 'PL' } })
  const log = (data: unknown) => runCallable('saveLog', saveLogPayload, (entry, ctx) => saveLog(entry, ctx, { db: () => database.db, env: {} }), data, context)
  const fb = (data: unknown) =>
    runCallable('logFbEvent', logFbEventPayload, (payload, ctx) => logFbEvent(payload, ctx, { consentOf: (uid) => visitorConsent(database.db, uid) }), data, context)

  it('records the choice with the banner version and the server time', async () => {
    const before = Date.now()
    await log(consentChanged(true, false))
    const row = await database.db.selectFrom('visitors').select(['consentAnalytics', 'consentMarketing', 'consentVersion', 'consentAt']).where('uid', '=', 'uid-pl').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ consentAnalytics: true, consentMarketing: false, consentVersion: V })
    expect(row.consentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('ignores a consent event without the choice or the version', async () => {
    await log({ ...consentChanged(true, true), params: { analytics: 'yes', marketing: true, bannerVersion: V } })
    await log({ ...consentChanged(true, true), params: { analytics: true, marketing: true } })
    expect(await visitorConsent(database.db, 'uid-pl')).toMatchObject({ analytics: null, marketing: null, version: null })
  })

  it('no Meta call for a Polish visitor before a choice, after a refusal, or when the event claims a grant the server never heard', async () => {
    expect(await fb(purchase(true))).toMatchObject({ delivered: 'withheld' })
    await log(consentChanged(true, false))
    expect(await fb(purchase(true))).toMatchObject({ delivered: 'withheld' })
    expect(await fb(purchase(false))).toMatchObject({ delivered: 'withheld' })
    expect(sink.lines('meta')).toEqual([])
  })

  it('the Conversions API event goes out once marketing consent is recorded, and stops when it is withdrawn', async () => {
    await log(consentChanged(false, true))
    expect(await fb(purchase(true))).toMatchObject({ delivered: 'sink' })
    expect(sink.lines('meta')).toHaveLength(1)
    await log(consentChanged(false, false))
    expect(await fb(purchase(true))).toMatchObject({ delivered: 'withheld' })
    expect(sink.lines('meta')).toHaveLength(1)
  })
})
