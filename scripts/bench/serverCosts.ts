/**
 * What the server measurements other sections leave out, for the server costs section
 * (serverCostsReport.ts): saveLog's events per second in one process (one functions instance),
 * and getPaymentPrices cold (a fresh content cache: the instance's first call for a funnel, or
 * the first after the cache's minute) and cached. Both through the real callable path
 * (runCallable: the payload's zod parse; saveLog behind its per-visitor rate limit), in this
 * process, on the two engines the back office runs on (backOffice.ts). createPaymentCheckout,
 * the webhook handler and the e-mail worker are not measured again: the section reads the back
 * office's and the mail section's results. Given a served build, the browser's own part of the
 * paywall's and the checkout button's wait is timed too (serverCostsBrowser.ts), so the section
 * can put each call's server time beside the visitor's wait.
 *
 * `npm run bench` calls measureServerCosts with its content lake; alone,
 * `npx tsx scripts/bench/serverCosts.ts` reads the seed's content in process and prints the
 * measured rows as JSON.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkoutRequestSchema, pricingRequestSchema } from '../../schemas/payments/wire'
import { runCallable } from '../../functions/src/callable'
import type { FetchContent } from '../../functions/src/completion/funnelContentCache'
import { openDatabase, POOL_SIZE, type Db } from '../../functions/src/db/database'
import { migrateToLatest } from '../../functions/src/db/migrate'
import { limitEvents } from '../../functions/src/eventRateLimit'
import { fakeContext } from '../../functions/src/fakeContext'
import { createPaymentCheckout, getPaymentPrices } from '../../functions/src/payments/callables'
import { createPricingContentReader } from '../../functions/src/payments/pricingContent'
import { sandboxCheckoutPage } from '../../functions/src/payments/sandboxCheckout'
import { GLOBAL_RUNTIME_OPTIONS } from '../../functions/src/runtimeOptions'
import { saveLog, saveLogPayload } from '../../functions/src/saveLog'
import { seedSource } from '../contentSource'
import { ENGINES, messageOf, useBenchEnv, within } from './backOffice'
import { benchEmulatorEnv } from './benchEmulators'
import { latencySummary, type LatencySummary } from './backOfficeStats'
import { measureBrowserWait, type BrowserAnswers } from './serverCostsBrowser'

/** Requests one deployed instance serves at once (runtimeOptions.ts): the concurrent phases keep this many in flight. */
export const INSTANCE_CONCURRENCY = GLOBAL_RUNTIME_OPTIONS.concurrency
/** Events per visitor uid: well under the rate limit's 600 per 10 minutes, as a real walk is. */
const EVENTS_PER_VISITOR = 20
const PLAN = {
  saveLog: [
    { concurrency: 1, calls: 400 },
    { concurrency: INSTANCE_CONCURRENCY, calls: 2_000 },
  ],
  pricesCold: [{ concurrency: 1, calls: 60 }],
  pricesCached: [
    { concurrency: 1, calls: 400 },
    { concurrency: INSTANCE_CONCURRENCY, calls: 1_600 },
  ],
} as const
/** Each phase stops starting calls after this long (two engines × five phases stay under a minute). */
const PHASE_BUDGET_MS = 5_000
const CALL_TIMEOUT_MS = 15_000
const CLOSE_TIMEOUT_MS = 5_000
const MAX_ERRORS = 5
/** Fresh paywall visits the browser side is timed over. */
export const BROWSER_LOADS = 10
/** The host the bench's build calls the functions at (its emulators), so the card page's URL points where the browser's route answers. */
const FUNCTIONS_HOST = benchEmulatorEnv().VITE_FIREBASE_FUNCTIONS_EMULATOR

export type MeasuredCall = keyof typeof PLAN

export interface CallPhase {
  call: MeasuredCall
  engine: string
  /** Calls kept in flight at once. */
  concurrency: number
  planned: number
  /** Each call's time; perSecond is calls completed per second of the phase's wall time. */
  latency: LatencySummary
  errors: string[]
  /** The phase's time budget ran out before `planned` calls started. */
  stoppedEarly: boolean
}

/**
 * The browser's own part of a visitor's wait, with the call answered at once (serverCostsBrowser.ts):
 * the section adds the server's time to it.
 */
export interface BrowserWait {
  /** The paywall's navigation to its prices on screen, getPaymentPrices answered at once. */
  prices?: LatencySummary
  /** The checkout button's click to the card page's form in the DOM, createPaymentCheckout and the card page answered at once. */
  checkout?: LatencySummary
  /** What could not be measured, and why. */
  error?: string
}

export interface ServerCostsResults {
  content: string
  phases: CallPhase[]
  /** Absent when the browser side was not measured (the section says so). */
  browser?: BrowserWait
  /** An engine that did not start. */
  errors: string[]
  wallMs: number
}

/** `planned` calls of `call(index)`, `concurrency` at a time, until the budget or too many failures stop it. */
async function runPhase(call: (index: number) => Promise<unknown>, concurrency: number, planned: number): Promise<Pick<CallPhase, 'latency' | 'errors' | 'stoppedEarly'>> {
  const times: number[] = []
  const errors: string[] = []
  let started = 0
  const begun = performance.now()
  const deadline = begun + PHASE_BUDGET_MS
  const worker = async () => {
    while (started < planned && errors.length < MAX_ERRORS && performance.now() < deadline) {
      const index = (started += 1)
      const callStarted = performance.now()
      try {
        await within(call(index), CALL_TIMEOUT_MS, 'A call')
        times.push(performance.now() - callStarted)
      } catch (error) {
        errors.push(messageOf(error))
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { latency: latencySummary(times, performance.now() - begun), errors, stoppedEarly: started < planned }
}

/** The calls of one engine, their services pointing at `db` (one pool of an instance's size). */
function callsOf(db: Db, fetchContent: FetchContent, runId: string): Record<MeasuredCall, (index: number) => Promise<unknown>> {
  const services = { db: () => db, env: process.env }
  const savingLog = limitEvents('saveLog', (payload: Parameters<typeof saveLog>[0], context) => saveLog(payload, context, services), { db: () => db })
  const cachedReader = createPricingContentReader(fetchContent)
  const prices = (content: ReturnType<typeof createPricingContentReader>, index: number) => {
    const uid = `prices-${runId}-${index}`
    const data = { provider: 'stripe', onboardingType: 'leadership', countryCode: 'US', pricingSet: 'default', metadata: {} }
    return runCallable('getPaymentPrices', pricingRequestSchema, (payload, context) => getPaymentPrices(payload, context, { ...services, content }), data, fakeContext({ authUid: uid, headers: { host: '127.0.0.1:9' } }))
  }
  return {
    saveLog(index) {
      const uid = `events-${runId}-${Math.floor(index / EVENTS_PER_VISITOR)}`
      const data = { name: 'Visited: landing', userId: uid, params: { language: 'en' }, onboardingName: 'leadership' }
      return runCallable('saveLog', saveLogPayload, savingLog, data, fakeContext({ authUid: uid }))
    },
    // A reader of its own per call: its cache is empty, as on an instance's first call.
    pricesCold: (index) => prices(createPricingContentReader(fetchContent), index),
    pricesCached: (index) => prices(cachedReader, index),
  }
}

/** The real handlers' answers the browser's routes give: leadership's prices, a yearly trial's checkout, and its card page. */
async function browserAnswers(db: Db, fetchContent: FetchContent): Promise<BrowserAnswers> {
  const services = { db: () => db, env: process.env, content: createPricingContentReader(fetchContent) }
  const context = fakeContext({ authUid: 'bench-visitor', headers: { host: FUNCTIONS_HOST } })
  const prices = await getPaymentPrices(pricingRequestSchema.parse({ provider: 'stripe', onboardingType: 'leadership', countryCode: 'US', pricingSet: 'default', metadata: {} }), context, services)
  const payload = checkoutRequestSchema.parse({
    provider: 'stripe',
    onboardingType: 'leadership',
    priceOptionId: 'leadership_v1.default.yearly.usd',
    countryCode: 'US',
    metadata: { funnelName: 'Leadership', checkoutType: 'checkout' },
    customerEmail: 'bench-visitor@example.com',
    successUrl: `http://${FUNCTIONS_HOST}/leadership/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}`,
    locale: 'en',
  })
  const checkout = await createPaymentCheckout(payload, context, services)
  const cardPage = await sandboxCheckoutPage({ method: 'GET', query: { session: checkout.sessionId }, form: {}, webhookUrl: null })
  return { prices, checkout, cardPage }
}

/**
 * `browser`: the served product's URL to time the browser's side of the paywall and checkout
 * steps on (its own Chromium, closed before it returns); without it that side is not measured.
 */
export async function measureServerCosts(fetchContent: FetchContent, content: string, progress: (message: string) => void = () => undefined, browser?: { productUrl: string }): Promise<ServerCostsResults> {
  const begun = performance.now()
  const dir = mkdtempSync(join(tmpdir(), 'bench-server-costs-'))
  const restoreEnv = useBenchEnv(dir)
  const results: ServerCostsResults = { content, phases: [], errors: [], wallMs: 0 }
  try {
    for (const [index, engine] of ENGINES.entries()) {
      let database: { url: string; close(): Promise<void> } | undefined
      let db: Db | undefined
      try {
        database = await engine.start(join(dir, String(index)))
        db = openDatabase(database.url, POOL_SIZE)
        await migrateToLatest(db as never)
        const calls = callsOf(db, fetchContent, `${index}-${Date.now().toString(36)}`)
        // A few unmeasured calls of each: connections opened, the cached reader filled, code paths compiled.
        for (const call of Object.values(calls)) for (let i = 0; i < 5; i += 1) await call(-1 - i)
        for (const [call, phases] of Object.entries(PLAN) as [MeasuredCall, (typeof PLAN)[MeasuredCall]][]) {
          for (const { concurrency, calls: planned } of phases) {
            progress(`server costs on ${engine.name}: ${planned} ${call} calls, ${concurrency} at a time`)
            results.phases.push({ call, engine: engine.name, concurrency, planned, ...(await runPhase(calls[call], concurrency, planned)) })
          }
        }
        if (browser && !results.browser) {
          progress(`server costs: the browser's side of the paywall and the checkout button, ${BROWSER_LOADS} fresh visits`)
          results.browser = await measureBrowserWait(browser.productUrl, await browserAnswers(db, fetchContent), BROWSER_LOADS).catch((error: unknown) => ({ error: messageOf(error) }))
        }
      } catch (error) {
        results.errors.push(`${engine.name}: ${messageOf(error)}`)
      } finally {
        await within(Promise.resolve(db?.destroy()), CLOSE_TIMEOUT_MS, 'Closing the pool').catch((error: unknown) => progress(messageOf(error)))
        await within(Promise.resolve(database?.close()), CLOSE_TIMEOUT_MS, 'Stopping the database').catch((error: unknown) => progress(messageOf(error)))
      }
    }
  } finally {
    restoreEnv()
    rmSync(dir, { recursive: true, force: true })
  }
  results.wallMs = performance.now() - begun
  return results
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const seed = seedSource()
  // `npx tsx scripts/bench/serverCosts.ts [product URL]`: with the URL of a served build, the browser side too.
  const productUrl = process.argv[2]
  const results = await measureServerCosts((query, params) => seed.fetch(query, params), 'the seed, queried in process (groq-js)', (message) => console.error(`[server costs] ${message}`), productUrl ? { productUrl } : undefined)
  console.log(JSON.stringify(results, null, 2))
  process.exit(0)
}
