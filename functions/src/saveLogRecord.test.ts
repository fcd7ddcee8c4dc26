import { logger } from 'firebase-functions/logger'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { assignmentsOf, emailOf } from './backOffice/visitors'
import { runCallable } from './callable'
import { DATABASE_ENGINES, useTestDatabase } from './db/dbTestKit'
import { fakeContext } from './fakeContext'
import { saveLog, saveLogPayload, type SaveLogServices } from './saveLog'
import { useTempSink } from './sinkFixture'
import { seedServices } from './completion/completionFixture'

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

  describe('the results e-mail the e-mail page promises', () => {
    const content = seedServices().content
    const withContent = (data: unknown, uid = 'uid-1') =>
      runCallable('saveLog', saveLogPayload, (entry, context) => saveLog(entry, context, { ...services(), content: () => content }), data, fakeContext({ authUid: uid }))
    const given = (params: Record<string, unknown>, onboardingName = 'leadership', value = 'Ola@Example.com') => ({ name: 'Email provided', value, userId: 'u', onboardingName, params })
    const jobs = () => database.db.selectFrom('emailJobs').select(['recipient', 'onboardingType', 'templateKey', 'purpose', 'language', 'variables', 'state']).execute()

    it('is queued at once, in the visitor language, with their result; giving the address again queues nothing more', async () => {
      await withContent(given({ language: 'pl', resultName: 'Coach' }))
      await withContent(given({ language: 'pl', resultName: 'Coach' }))
      expect(await jobs()).toEqual([{ recipient: 'ola@example.com', onboardingType: 'leadership', templateKey: 'results', purpose: 'results', language: 'pl', variables: { resultName: 'Coach' }, state: 'pending' }])
    })

    it('is not queued while the result its template names is unknown; a funnel whose results e-mail names none queues it anyway', async () => {
      await withContent(given({ language: 'en' }))
      expect(await jobs()).toEqual([])
      await withContent(given({ language: 'pl' }, 'screendetox'))
      expect(await jobs()).toEqual([expect.objectContaining({ onboardingType: 'screendetox', templateKey: 'results', language: 'pl', variables: {} })])
    })

    it('a failing content read loses the event nothing: the visitor and the sink line are recorded', async () => {
      const broken = { funnel: async () => { throw new Error('lake down') } }
      await runCallable('saveLog', saveLogPayload, (entry, context) => saveLog(entry, context, { ...services(), content: () => broken }), given({ resultName: 'Coach' }), fakeContext({ authUid: 'uid-2' }))
      expect(await emailOf(database.db, 'uid-2')).toBe('ola@example.com')
      expect(sink.lines('saveLog').at(-1)).toMatchObject({ name: 'Email provided' })
    })
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

  it('keeps an event the contract does not know, or a malformed one, and records only the visit', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    expect(await call({ name: 'Visited the moon', params: { language: 'en' }, userId: 'u', onboardingName: 'leadership' })).toEqual({ ok: true })
    expect(await call(exposure('pricingSetKey', 'x'.repeat(101)))).toEqual({ ok: true })
    expect(sink.lines('saveLog').map((line) => (line as { name: string }).name)).toEqual(['Visited the moon', 'Changed: Active split tests'])
    expect(await database.db.selectFrom('visitors').select(['uid', 'language']).execute()).toEqual([{ uid: 'uid-1', language: 'pl' }])
    expect(await assignmentsOf(database.db, 'uid-1', 'leadership')).toEqual({})
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'saveLog: unknown event kept, not acted on: "Visited the moon" is not an event of the contract (schemas/events/eventCatalogue.ts)',
      'saveLog: malformed event kept, not acted on: "Changed: Active split tests": params.variant: expected at most 100 characters',
    ])
    warn.mockRestore()
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
