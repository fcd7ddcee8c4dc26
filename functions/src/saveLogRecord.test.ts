import { afterEach, describe, expect, it, vi } from 'vitest'
import { assignmentsOf, emailOf } from './backOffice/visitors'
import { runCallable } from './callable'
import { DATABASE_ENGINES, useTestDatabase } from './db/dbTestKit'
import { fakeContext } from './fakeContext'
import { saveLog, saveLogPayload, type SaveLogServices } from './saveLog'
import { useTempSink } from './sinkFixture'

const sink = useTempSink()
afterEach(() => vi.unstubAllEnvs())

const exposure = (testKey: string, variant: string, extra: Record<string, unknown> = {}) => ({
  name: 'Changed: Active split tests',
  value: `${testKey}: ${variant}`,
  params: { testKey, variant, page: 'offer', language: 'pl', ...extra },
  userId: 'u',
  onboardingName: 'leadership',
})

describe.each(DATABASE_ENGINES)('saveLog records the signed-in visitor on %s', (engine) => {
  const database = useTestDatabase(engine)
  const services = (env: NodeJS.ProcessEnv = {}): SaveLogServices => ({ db: () => database.db, env })
  const call = (data: unknown, uid: string | null = 'uid-1', env: NodeJS.ProcessEnv = {}, headers = { 'x-country-code': 'PL' }) =>
    runCallable('saveLog', saveLogPayload, (entry, context) => saveLog(entry, context, services(env)), data, fakeContext({ authUid: uid, headers }))

  it('the visitor (country from the geo header, language from the event) and its first exposure per test', async () => {
    await call(exposure('pricingSetKey', 'second'))
    await call(exposure('pricingSetKey', 'default'))
    expect(await database.db.selectFrom('visitors').select(['uid', 'country', 'language']).execute()).toEqual([{ uid: 'uid-1', country: 'PL', language: 'pl' }])
    expect(await assignmentsOf(database.db, 'uid-1', 'leadership')).toEqual({ pricingSetKey: 'second' })
    expect(sink.lines('saveLog')).toHaveLength(2)
  })

  it("the e-mail the visitor gave ('Email provided')", async () => {
    await call({ name: 'Email provided', value: 'Ola@Example.com', userId: 'u', onboardingName: 'leadership' })
    expect(await emailOf(database.db, 'uid-1')).toBe('ola@example.com')
  })

  it('a tester switch overwrites in test mode (sandbox or sk_test_) and is ignored with a live key', async () => {
    await call(exposure('pricingSetKey', 'default'))
    await call(exposure('pricingSetKey', 'second', { source: 'tester' }), 'uid-1', { STRIPE_SECRET_KEY_MAIN: 'sk_live_x' })
    expect(await assignmentsOf(database.db, 'uid-1', 'leadership')).toEqual({ pricingSetKey: 'default' })
    await call(exposure('pricingSetKey', 'second', { source: 'tester' }), 'uid-1', { STRIPE_SECRET_KEY_MAIN: 'sk_test_x' })
    expect(await assignmentsOf(database.db, 'uid-1', 'leadership')).toEqual({ pricingSetKey: 'second' })
    await call(exposure('pricingSetKey', 'default', { source: 'tester' }))
    expect(await assignmentsOf(database.db, 'uid-1', 'leadership')).toEqual({ pricingSetKey: 'default' })
  })

  it('records nothing for a call without a token', async () => {
    await call(exposure('pricingSetKey', 'second'), null)
    expect(await database.db.selectFrom('abAssignments').selectAll().execute()).toEqual([])
    expect(await database.db.selectFrom('visitors').selectAll().execute()).toEqual([])
  })
})

describe('saveLog with the database down', () => {
  it('still writes the sink line and answers ok', async () => {
    const services: SaveLogServices = { db: () => { throw new Error('connection refused') }, env: {} }
    const answer = await runCallable('saveLog', saveLogPayload, (entry, context) => saveLog(entry, context, services), exposure('pricingSetKey', 'second'), fakeContext({ authUid: 'uid-1' }))
    expect(answer).toEqual({ ok: true })
    expect(sink.lines('saveLog')).toEqual([expect.objectContaining({ name: 'Changed: Active split tests', authUid: 'uid-1' })])
  })
})
