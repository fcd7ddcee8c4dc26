/**
 * The back office's figures: webhook-to-fulfilment latency over sandbox purchases (one at a
 * time, then four at once) and the database's share of createPaymentCheckout and of the webhook
 * handler, on the embedded default (PGlite over the wire protocol) and on Debian's PostgreSQL
 * server. Everything runs in this process on free loopback ports (backOfficeRig.ts); e-mails,
 * sinks and sandbox sessions go to a temporary folder that is deleted at the end.
 *
 * `npm run bench` calls measureBackOffice with its content lake; alone,
 * `npx tsx scripts/bench/backOffice.ts` reads the seed's content in process and prints its section.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FetchContent } from '../../functions/src/completion/contentReader'
import { seedSource } from '../contentSource'
import { startEmbeddedDatabase } from '../database/embeddedDatabase'
import { freePort } from '../database/freePort'
import { startPostgresServer } from '../database/postgresServer'
import { backOfficeSection } from './backOfficeReport'
import { openBackOfficeRig, type BackOfficeRig, type PurchaseTiming } from './backOfficeRig'
import { dbShare, latencySummary, type DbShare, type LatencySummary } from './backOfficeStats'

export const PURCHASES = 200
export const CONCURRENCY = [1, 4] as const
/** The whole measurement stops starting purchases after this long (both engines, both phases). */
export const BUDGET_MS = 100_000
const WARM_UP = 2
/** A phase gives up after this many failed purchases. */
const MAX_ERRORS = 5
/** A purchase still running after this long counts as failed (a query that never answers must not hold the bench). */
const PURCHASE_TIMEOUT_MS = 15_000
/** Closing waits this long for a database or pool that does not close. */
const CLOSE_TIMEOUT_MS = 5_000

export interface BackOfficePhase {
  concurrency: number
  planned: number
  latency: LatencySummary
  /** Purchases whose fulfilment was not complete as the handler answered (then polled). */
  polled: number
  checkout: DbShare
  webhook: DbShare
  errors: string[]
  /** Why fewer than `planned` purchases ran: too many failed, or the time budget ran out. */
  stopped: 'failures' | 'time' | null
}

export interface BackOfficeEngine {
  engine: string
  phases: BackOfficePhase[]
  /** The engine did not start, or a phase could not run. */
  error?: string
}

export interface BackOfficeResults {
  content: string
  engines: BackOfficeEngine[]
  wallMs: number
}

export interface Engine {
  name: string
  start(dir: string): Promise<{ url: string; close(): Promise<void> }>
}

/** The two engines every in-process server measurement runs on (serverCosts.ts too). */
export const ENGINES: Engine[] = [
  { name: 'PGlite (embedded, on disk, over the wire protocol)', start: (dir) => startEmbeddedDatabase({ port: 0, dataDir: join(dir, 'pglite') }) },
  { name: "Debian's PostgreSQL server (test settings: fsync off)", start: async () => startPostgresServer(await freePort()) },
]

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new Error(`${what} took over ${ms / 1000} s`)), ms)))
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

async function runPhase(rig: BackOfficeRig, concurrency: number, planned: number, deadline: number): Promise<BackOfficePhase> {
  const timings: PurchaseTiming[] = []
  const errors: string[] = []
  let started = 0
  const begun = performance.now()
  const worker = async () => {
    while (started < planned && errors.length < MAX_ERRORS && performance.now() < deadline) {
      started += 1
      try {
        timings.push(await within(rig.purchase(), PURCHASE_TIMEOUT_MS, 'A purchase'))
      } catch (error) {
        errors.push(messageOf(error))
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const stopped = started >= planned ? null : errors.length >= MAX_ERRORS ? 'failures' : 'time'
  return {
    concurrency,
    planned,
    latency: latencySummary(timings.map((timing) => timing.latencyMs), performance.now() - begun),
    polled: timings.filter((timing) => timing.polled).length,
    checkout: dbShare(timings.map((timing) => timing.checkout)),
    webhook: dbShare(timings.map((timing) => timing.webhook)),
    errors,
    stopped,
  }
}

/** The env the handlers read (process.env), pointed at `dir` for the run and restored after; Stripe keys unset so the sandbox serves. */
export function useBenchEnv(dir: string): () => void {
  const names = ['SINK_DIR', 'SANDBOX_DIR', 'OUTBOX_DIR', 'STRIPE_SECRET_KEY_MAIN', 'STRIPE_SECRET_KEY_SCREENDETOX', 'SANDBOX_CHECKOUT_URL', 'SANDBOX_WEBHOOK_URL', 'SANDBOX_WEBHOOK_SECRET']
  const saved = new Map(names.map((name) => [name, process.env[name]]))
  for (const name of names) delete process.env[name]
  Object.assign(process.env, { SINK_DIR: join(dir, 'sinks'), SANDBOX_DIR: join(dir, 'sandbox'), OUTBOX_DIR: join(dir, 'outbox') })
  return () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}

export async function measureBackOffice(fetchContent: FetchContent, content: string, progress: (message: string) => void = () => undefined): Promise<BackOfficeResults> {
  const begun = performance.now()
  const dir = mkdtempSync(join(tmpdir(), 'bench-back-office-'))
  const restoreEnv = useBenchEnv(dir)
  const engines: BackOfficeEngine[] = []
  try {
    for (const [index, engine] of ENGINES.entries()) {
      // Each engine may use its share of what is left of the budget, each phase its share of the engine's.
      const engineDeadline = performance.now() + (begun + BUDGET_MS - performance.now()) / (ENGINES.length - index)
      const result: BackOfficeEngine = { engine: engine.name, phases: [] }
      engines.push(result)
      let database: { url: string; close(): Promise<void> } | undefined
      let rig: BackOfficeRig | undefined
      try {
        database = await engine.start(dir)
        rig = await openBackOfficeRig(database.url, fetchContent, `${index}-${randomBytes(4).toString('hex')}`)
        for (let i = 0; i < WARM_UP; i += 1) await within(rig.purchase(), PURCHASE_TIMEOUT_MS, 'A warm-up purchase')
        for (const [phase, concurrency] of CONCURRENCY.entries()) {
          progress(`back office on ${engine.name}: ${PURCHASES} purchases, ${concurrency} at a time`)
          const deadline = performance.now() + (engineDeadline - performance.now()) / (CONCURRENCY.length - phase)
          result.phases.push(await runPhase(rig, concurrency, PURCHASES, deadline))
        }
      } catch (error) {
        result.error = messageOf(error)
      } finally {
        await within(Promise.resolve(rig?.close()), CLOSE_TIMEOUT_MS, 'Closing the pools').catch((error: unknown) => progress(messageOf(error)))
        await within(Promise.resolve(database?.close()), CLOSE_TIMEOUT_MS, 'Stopping the database').catch((error: unknown) => progress(messageOf(error)))
      }
    }
  } finally {
    restoreEnv()
    rmSync(dir, { recursive: true, force: true })
  }
  return { content, engines, wallMs: performance.now() - begun }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const seed = seedSource()
  const results = await measureBackOffice((query, params) => seed.fetch(query, params), 'the seed, queried in process (groq-js)', (message) => console.error(`[back office] ${message}`))
  console.log(backOfficeSection(results))
  // A query the embedded engine never answered may still hold a socket open.
  process.exit(0)
}
