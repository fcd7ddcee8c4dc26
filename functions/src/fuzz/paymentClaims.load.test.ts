/**
 * Claims under load, through the real callables on the functions emulator (issue 24 item 1): 50
 * visitors with recorded A/B variants ask at once, each for a cheaper set or discount than
 * their own (twice, as a double click), and for another funnel's option; then each tries to read
 * every other visitor's session. Every visitor is charged the price the oracle (allowedPrices.ts)
 * gives their record, has one session for their purchase, reads their own and no one else's,
 * and the reads write nothing. At most 6 requests are in flight (the emulator starts a worker
 * per concurrent request), and the test stops itself at its deadline. The emulator skips ID
 * token verification, so an unsigned token names the caller (as in payments/emulator.test.ts).
 * Ports end in 93: functions 5393, its hub 4793 and logging 4893 (the functions process takes the
 * next port after the settings' hub and logging ports); the auth emulator is not started.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it, vi } from 'vitest'
import { startFunctionsEmulator, type RunningEmulator } from '../../../scripts/emulators'
import { startTestLake } from '../../../scripts/lake/lakeForTests'
import type { Lake } from '../../../scripts/lake/server'
import { recordAssignments } from '../backOffice/visitors'
import { openDatabase, type Db } from '../db/database'
import { startTestDatabase } from '../db/dbTestKit'
import { migrateToLatest } from '../db/migrate'
import { allowedPrices, oracleFunnels } from './allowedPrices'
import { tableCounts, tally } from './fuzzKit'
import { unsignedIdToken } from '../unsignedIdToken'

const VISITORS = 50
const IN_FLIGHT = 6
const DEADLINE_MS = 120_000

/** Each visitor's funnel, recorded variants and what they ask for instead (a cheaper set, a discount, another funnel's option). */
const PLANS = [
  { funnel: 'leadership', recorded: { pricingSetKey: 'default' }, ask: { priceOptionId: 'leadership_v1.second.yearly.usd', pricingSet: 'second', metadata: { abVariants: { pricingSetKey: 'second' } } }, foreign: 'leadership_v2.default.demo-monthly.usd' },
  { funnel: 'leadership', recorded: { pricingSetKey: 'second' }, ask: { priceOptionId: 'leadership_v1.second.monthly.pln', pricingSet: 'second', countryCode: 'PL' }, foreign: 'ds_v1.default.monthly.usd' },
  { funnel: 'deeps', recorded: { payWallTypeKey: 'discount', discountKey: '60' }, ask: { priceOptionId: 'ds_v1.default.yearly-full.usd.off70', metadata: { discountPercent: 70, abVariants: { discountKey: '70' } } }, foreign: 'screendetox_v1.default.start.pln' },
  { funnel: 'deeps', recorded: { payWallTypeKey: 'freeTrial' }, ask: { priceOptionId: 'ds_v1.default.yearly-full.gbp.off70', countryCode: 'GB', metadata: { discountPercent: 70 } }, foreign: 'parenting_v1.low.videoCourse.usd' },
  { funnel: 'screendetoxexp', recorded: { pricingSetKey: 'default' }, ask: { priceOptionId: 'screendetox_v1.variant-a.vip.pln', pricingSet: 'variant-a', countryCode: 'US' }, foreign: 'leadership_v1.second.yearly.usd' },
  { funnel: 'parentingexp', recorded: { pricingSetKey: 'control', productFormatKey: 'videoCourse' }, ask: { priceOptionId: 'parenting_v1.low.videoCourse.eur', pricingSet: 'low', countryCode: 'DE', productInfo: { format: 'videoCourse' } }, foreign: 'parenting_v1.low.mobileApp.usd' },
] as const

type Answer = { result?: Record<string, unknown>; error?: { status: string; message: string } }

/** Runs the tasks with at most `limit` at once. */
async function pooled<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length)
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const index = next
      next += 1
      results[index] = await (tasks[index] as () => Promise<T>)()
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker))
  return results
}

const dir = mkdtempSync(join(tmpdir(), 'claims-load-'))
const options = { authPort: 9393, functionsPort: 5393, hubPort: 4792, loggingPort: 4892, projectId: 'demo-funnels', dataDir: join(dir, 'data'), sinkDir: join(dir, 'sinks') }
let emulator: RunningEmulator | undefined
let lake: Lake | undefined
let database: Awaited<ReturnType<typeof startTestDatabase>> | undefined
let db: Db | undefined

afterAll(async () => {
  await db?.destroy()
  await emulator?.close()
  await lake?.close()
  await database?.close()
  vi.unstubAllEnvs()
  rmSync(dir, { recursive: true, force: true })
}, 30_000)

/** Where the run is, for the deadline's message. */
const progress = { phase: 'starting', since: Date.now(), done: 0 }
const enter = (phase: string) => Object.assign(progress, { phase, since: Date.now(), done: 0 })

async function run(): Promise<void> {
  for (const name of ['STRIPE_SECRET_KEY_MAIN', 'STRIPE_SECRET_KEY_SCREENDETOX', 'SANDBOX_CHECKOUT_URL', 'SANDBOX_DIR']) vi.stubEnv(name, '')
  const [startedLake, startedDatabase, funnels] = await Promise.all([startTestLake(), startTestDatabase('PostgreSQL server'), oracleFunnels()])
  lake = startedLake
  database = startedDatabase
  db = openDatabase(database.url, 2)
  await migrateToLatest(db as never)
  const visitors = Array.from({ length: VISITORS }, (_, index) => ({ uid: `load-${index}`, email: `visitor${index}@example.com`, ...(PLANS[index % PLANS.length] as (typeof PLANS)[number]) }))
  for (const visitor of visitors) await recordAssignments(db, visitor.uid, visitor.funnel, visitor.recorded, 'exposure')
  enter('starting the functions emulator')
  emulator = await startFunctionsEmulator({ ...options, sanityApiHost: lake.url, databaseUrl: database.url })

  const call = async (name: string, data: unknown, uid: string): Promise<Answer> => {
    const response = await fetch(`${emulator?.url}/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${unsignedIdToken(uid)}` }, body: JSON.stringify({ data }) })
    const answer = (await response.json()) as Answer
    progress.done += 1
    return answer
  }
  const purchase = (visitor: (typeof visitors)[number], ask: Record<string, unknown>) => ({
    provider: 'stripe',
    onboardingType: visitor.funnel,
    countryCode: 'US',
    customerEmail: visitor.email,
    successUrl: `http://localhost:5173/${visitor.funnel}/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}`,
    ...ask,
  })

  // Workers first, one more at a time: the emulator starts one per concurrent request, and many
  // starting together on a busy machine miss its 30 s start-up limit ("Failed to load function").
  enter('warming up')
  const warmUp = () => call('getPaymentPrices', { provider: 'stripe', onboardingType: 'leadership', countryCode: 'US', pricingSet: 'default', metadata: {} }, 'load-warm-up')
  for (let workers = 1; workers <= IN_FLIGHT; workers *= 2) {
    for (const answer of await Promise.all(Array.from({ length: Math.min(workers, IN_FLIGHT) }, warmUp))) expect(answer.result).toMatchObject({ currency: 'USD' })
  }

  // All visitors at once: the cheaper ask twice (a double click), and another funnel's option.
  const started = enter('checkouts').since
  const creates = visitors.flatMap((visitor) => [
    () => call('createPaymentCheckout', purchase(visitor, visitor.ask), visitor.uid),
    () => call('createPaymentCheckout', purchase(visitor, { ...visitor.ask, priceOptionId: visitor.foreign }), visitor.uid),
    () => call('createPaymentCheckout', purchase(visitor, visitor.ask), visitor.uid),
  ])
  const created = await pooled(creates, IN_FLIGHT)
  const createMs = Date.now() - started
  const sessions = visitors.map((visitor, index) => {
    const [first, foreign, second] = created.slice(index * 3, index * 3 + 3)
    expect(foreign?.error, `${visitor.uid} asked for ${visitor.foreign}`).toMatchObject({ status: 'NOT_FOUND' })
    expect(first?.result?.sessionId, `${visitor.uid}: ${JSON.stringify(first)}`).toEqual(expect.stringMatching(/^cs_sandbox_/))
    expect(second?.result?.sessionId, `${visitor.uid}: one session for one purchase`).toBe(first?.result?.sessionId)
    return String(first?.result?.sessionId)
  })

  // Each is charged the price their own record and country decide, once.
  const rows = await db.selectFrom('checkoutSessions').select(['id', 'uid', 'onboardingType', 'planId', 'pricingSet', 'discountPercent', 'currency', 'amount']).execute()
  expect(rows).toHaveLength(VISITORS)
  for (const [index, visitor] of visitors.entries()) {
    const row = rows.find((candidate) => candidate.id === sessions[index])
    const funnel = funnels.find((candidate) => candidate.key === visitor.funnel)
    if (!row || !funnel) throw new Error(`no session or funnel for ${visitor.uid}`)
    const country = 'countryCode' in visitor.ask ? visitor.ask.countryCode : 'US'
    const decided = allowedPrices(funnel, visitor.recorded, country).filter((price) => price.planId === row.planId)
    expect(decided, `${visitor.uid}: ${JSON.stringify(row)}`).toHaveLength(1)
    const charged = { uid: row.uid, planId: row.planId, pricingSet: row.pricingSet, discountPercent: row.discountPercent, currency: row.currency, amount: Number(row.amount) }
    expect(charged).toEqual({ uid: visitor.uid, ...decided[0] })
  }

  // Every visitor reads every session: their own answers, every other is refused, and nothing is written.
  const before = await tableCounts(db)
  const readsStarted = enter('status reads').since
  const reads = visitors.flatMap((reader) => sessions.map((sessionId, owner) => async () => ({ own: visitors[owner]?.uid === reader.uid, answer: await call('getPaymentStatus', { provider: 'stripe', sessionId }, reader.uid) })))
  const answers = await pooled(reads, IN_FLIGHT)
  const readMs = Date.now() - readsStarted
  for (const { own, answer } of answers) {
    if (own) expect(answer.result).toMatchObject({ paid: false, status: 'open' })
    else expect(answer.error?.status, JSON.stringify(answer)).toBe('PERMISSION_DENIED')
  }
  expect(await tableCounts(db)).toBe(before)
  const byCode = tally(answers.map(({ answer }) => answer.error?.status ?? 'OK'))
  console.info(`claims load: ${creates.length} checkouts in ${createMs} ms, ${reads.length} status reads in ${readMs} ms (${IN_FLIGHT} in flight): ${JSON.stringify(tally(created.map((answer) => answer.error?.status ?? 'OK')))}, reads ${JSON.stringify(byCode)}`)
}

it(`${VISITORS} visitors at once are each charged their own price, once, and read no one else's session`, async () => {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the load did not finish within ${DEADLINE_MS / 1000} s: ${progress.phase} for ${Date.now() - progress.since} ms, ${progress.done} calls answered`)), DEADLINE_MS)
  })
  try {
    await Promise.race([run(), deadline])
  } finally {
    clearTimeout(timer)
  }
}, DEADLINE_MS + 30_000)
