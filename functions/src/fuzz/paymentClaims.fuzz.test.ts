/**
 * The browser cannot choose what it pays (issue 24 item 1). For every funnel with a paywall,
 * 1,000 seeded hostile claims go through the payment callables (runCallable: the real parsing
 * and error mapping; the real handlers, database, sandbox and seed content): other pricing sets
 * (prototype names too), discounts and currencies the visitor was not given, other funnels'
 * option ids and base paths, made-up A/B variants. Each answer is checked against an oracle that
 * prices the visitor's recorded variants and country from the content and the catalogue's table
 * (allowedPrices.ts), not by the code under test: a checkout or an inline subscription is
 * recorded and saved at an allowed price, a price list offers only allowed prices, and a refused
 * call answers a spec code and writes nothing. FUZZ_SEED=<n> repeats another run.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutRequestSchema, elementsRequestSchema, pricingRequestSchema, type PricingAnswer } from '../../../schemas/payments/wire'
import { recordAssignments } from '../backOffice/visitors'
import { runCallable, type CallContext } from '../callable'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { fakeContext } from '../fakeContext'
import { createElementsSubscription, createPaymentCheckout, getPaymentPrices } from '../payments/callables'
import { seedPaymentServices } from '../payments/paymentServicesFixture'
import type { PaymentServices } from '../payments/visitorPricing'
import { usePaymentsDirs } from '../payments/paymentsFixture'
import { allowedPrices, isAllowed, oracleFunnels, type AllowedPrice, type OracleFunnel } from './allowedPrices'
import { describePayload, folderBytes, outcomeOf, tableCounts, tally } from './fuzzKit'
import { claimGenerator, visitorProfiles, type HostileClaim } from './hostileClaims'

const SEED = Number(process.env.FUZZ_SEED ?? 2493)
const CLAIMS_PER_FUNNEL = 1000
const VISITORS_PER_FUNNEL = 12
/** What a refused claim may answer: the payload is wrong, names nothing sold to the visitor, or the funnel sells them nothing. */
const REFUSALS = ['invalid-argument', 'not-found', 'failed-precondition', 'permission-denied']

const dirs = usePaymentsDirs()
const database = useTestDatabase(DATABASE_ENGINES[0])
// One reader per run, as a deployed instance has: its cache keeps the seed from being queried per call.
let services: PaymentServices
let funnels: OracleFunnel[] = []
const results: Record<string, Record<string, Record<string, number>>> = {}

beforeAll(async () => {
  services = seedPaymentServices(database)
  funnels = await oracleFunnels()
  console.info(`paymentClaims fuzz: seed ${SEED} (FUZZ_SEED=${SEED} repeats it)`)
})
afterAll(() => console.info('paymentClaims fuzz, answers per funnel and callable:', JSON.stringify(results, null, 1)))

const funnelOf = (key: string) => {
  const funnel = funnels.find((candidate) => candidate.key === key)
  if (!funnel) throw new Error(`no funnel ${key}`)
  return funnel
}

const contextOf = (claim: HostileClaim): CallContext => fakeContext({ authUid: claim.uid, headers: { host: '127.0.0.1:5001', ...(claim.geo !== undefined ? { 'x-country-code': claim.geo } : {}) } })

function call(claim: HostileClaim): Promise<unknown> {
  const context = contextOf(claim)
  if (claim.callable === 'getPaymentPrices') return runCallable(claim.callable, pricingRequestSchema, (p, c) => getPaymentPrices(p, c, services), claim.data, context)
  if (claim.callable === 'createPaymentCheckout') return runCallable(claim.callable, checkoutRequestSchema, (p, c) => createPaymentCheckout(p, c, services), claim.data, context)
  return runCallable(claim.callable, elementsRequestSchema, (p, c) => createElementsSubscription(p, c, services), claim.data, context)
}

/** The country priced: the geo header when it names one (README "Country detection"), else the payload's; a country without prices of its own pays as the US. */
function countryOf(claim: HostileClaim): string {
  const header = claim.geo?.trim().toUpperCase()
  const country = header && /^[A-Z]{2}$/.test(header) && header !== 'ZZ' && header !== 'XX' ? header : String(claim.data.countryCode)
  return country
}

async function recordedOf(uid: string | null, funnel: string): Promise<Record<string, string>> {
  if (uid === null) return {}
  const rows = await database.db.selectFrom('abAssignments').select(['testKey', 'variant']).where('uid', '=', uid).where('onboardingType', '=', funnel).execute()
  return Object.fromEntries(rows.map((row) => [row.testKey, row.variant]))
}

/** What was charged for a session: the back office's row, which must match the sandbox's own session (what its card page takes). */
async function chargeOf(sessionId: string, claim: HostileClaim, funnel: string): Promise<AllowedPrice> {
  const row = await database.db.selectFrom('checkoutSessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow()
  expect(claim.uid).not.toBeNull()
  expect(row).toMatchObject({ uid: claim.uid, onboardingType: funnel })
  const file = join(dirs.dir, 'sandbox', `${sessionId}.json`)
  expect(existsSync(file)).toBe(true)
  const saved = JSON.parse(readFileSync(file, 'utf8')) as { userId: string; onboardingType: string; option: { amount: number; currency: string; planId: string } }
  expect(saved).toMatchObject({ userId: claim.uid, onboardingType: funnel, option: { amount: Number(row.amount), currency: row.currency, planId: row.planId } })
  return { planId: row.planId, pricingSet: row.pricingSet, discountPercent: row.discountPercent === null ? null : Number(row.discountPercent), currency: row.currency, amount: Number(row.amount) }
}

describe('payment claims the browser cannot make', () => {
  it.each(['leadership', 'deeps', 'demo', 'parenting', 'parentingexp', 'screendetox', 'screendetoxexp'])(
    '%s: 1,000 hostile claims are charged only what the visitor was assigned, or refused with nothing written',
    async (key) => {
      const funnel = funnelOf(key)
      expect(funnel.paywalls.length).toBeGreaterThan(0)
      const seed = SEED + funnels.indexOf(funnel)
      const profiles = visitorProfiles(funnel, VISITORS_PER_FUNNEL, seed)
      for (const { uid, recorded } of profiles) await recordAssignments(database.db, uid, key, recorded, 'exposure')
      const next = claimGenerator(funnel, funnels, profiles.map((profile) => profile.uid), seed)
      const outcomes: Record<string, string[]> = { getPaymentPrices: [], createPaymentCheckout: [], createElementsSubscription: [] }
      const snapshot = async () => `${await tableCounts(database.db)} ${folderBytes(dirs.dir)}`
      let before = await snapshot()

      for (let index = 0; index < CLAIMS_PER_FUNNEL; index += 1) {
        const claim = next()
        const name = () => `seed ${seed}, case ${index}: ${claim.callable}(${describePayload(claim.data)}) by ${claim.uid}, geo ${String(claim.geo)}`
        let answer: unknown
        const outcome = await outcomeOf(async () => (answer = await call(claim)), name)
        outcomes[claim.callable]?.push(outcome)
        const after = await snapshot()
        if (outcome !== 'ok') {
          if (!REFUSALS.includes(outcome)) throw new Error(`${name()} answered ${outcome}`)
          if (after !== before) throw new Error(`${name()} answered ${outcome} but wrote: ${before} → ${after}`)
          continue
        }
        before = after
        if (claim.data.onboardingType !== key) throw new Error(`${name()} was answered for a funnel that is not ${key}: ${describePayload(answer)}`)
        // The visitor's record after the call: a claim may fill a test never recorded (first write wins), never change one.
        const recorded = await recordedOf(claim.uid, key)
        const allowed = allowedPrices(funnel, recorded, countryOf(claim))
        if (claim.callable === 'getPaymentPrices') {
          const prices = answer as PricingAnswer
          for (const option of prices.options) {
            const offered = { planId: option.planId, pricingSet: prices.pricingSet, discountPercent: option.discountPercent ?? null, currency: option.currency, amount: option.amount }
            if (!isAllowed(allowed, offered)) throw new Error(`${name()} offered ${JSON.stringify(offered)}; allowed: ${JSON.stringify(allowed)}`)
          }
          continue
        }
        const charge = await chargeOf((answer as { sessionId: string }).sessionId, claim, key)
        if (!isAllowed(allowed, charge)) throw new Error(`${name()} charged ${JSON.stringify(charge)}; allowed: ${JSON.stringify(allowed)}`)
      }

      // First write wins: no claim changed a variant recorded before the calls.
      for (const { uid, recorded } of profiles) expect(await recordedOf(uid, key)).toMatchObject(recorded)
      results[key] = Object.fromEntries(Object.entries(outcomes).map(([callable, list]) => [callable, tally(list)]))
      console.info(key, JSON.stringify(results[key]))
      for (const list of Object.values(outcomes)) expect(list).toContain('ok')
    },
    180_000,
  )
})
