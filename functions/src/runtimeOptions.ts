/**
 * How the functions run on Cloud Functions (2nd gen, one Cloud Run service per function): region,
 * memory, CPU, requests per instance, and how few and how many instances. One module, so the
 * sizing is read and reasoned about in one place (functions/README.md, "Production settings").
 * The emulator ignores all of it (scripts/functionsWorkerLimit.ts bounds it locally instead).
 *
 * Importing this module sets the global options; it must come before any function is defined,
 * because firebase-functions reads them when a function is defined, not when it is deployed.
 * callable.ts and index.ts import it first for that reason.
 */
import { setGlobalOptions, type GlobalOptions } from 'firebase-functions/v2'
import { POOL_SIZE } from './db/database'

/**
 * Every v2 function unless named below. One vCPU is what lets an instance serve more than one
 * request at a time; 80 requests per instance suits handlers that mostly wait on the database,
 * Stripe or the mail relay. 512 MiB: a worker of this bundle holds about 200 MB under load in
 * the emulator, one request at a time; the rest is room for 80 at once. 60 s ends a request
 * before the browser's 70 s callable timeout, so the client never retries a call the server is
 * still working on. No instance kept warm by default; two at most, which is 160 requests at once
 * for functions a visitor calls a few times per funnel.
 */
export const GLOBAL_RUNTIME_OPTIONS = {
  region: 'us-central1',
  memory: '512MiB',
  cpu: 1,
  concurrency: 80,
  timeoutSeconds: 60,
  minInstances: 0,
  maxInstances: 2,
} as const satisfies GlobalOptions

/** What a function may set beyond the global options: how few and how many instances. */
interface Sizing {
  minInstances: number
  maxInstances: number
}

/**
 * Where the load is. saveLog takes every event of every visitor, one call in flight per visitor
 * (the browser's outbox): 200 visitors at once are 200 requests, three instances at 80; one is
 * kept warm so a burst after a quiet hour meets no cold start, and ten leave room for four times
 * that load. GA4 and Meta calls follow a few of the events. The e-mail worker's scheduled pass
 * must never overlap with itself, nor need the daily prune of old rate-limit counts or the hourly
 * experiment reports.
 */
export const RUNTIME_OPTIONS_BY_FUNCTION: Readonly<Record<string, Partial<Sizing>>> = {
  saveLog: { minInstances: 1, maxInstances: 10 },
  logAnalyticsEvent: { maxInstances: 4 },
  logFbEvent: { maxInstances: 4 },
  emailWorker: { maxInstances: 1 },
  pruneCallCounts: { maxInstances: 1 },
  publishExperimentReports: { maxInstances: 1 },
}

/** The options of one function beyond the global ones (none for most). */
export const runtimeOptionsOf = (name: string): Partial<Sizing> => RUNTIME_OPTIONS_BY_FUNCTION[name] ?? {}

/**
 * The database connections every instance of these functions could hold at once, when each
 * runs at its maximum: instances × the pool of one instance. Cloud SQL's `max_connections` must
 * cover it with room for the release step's migrations and support's tools.
 */
export function connectionBudget(functionNames: readonly string[]): number {
  return functionNames.reduce((sum, name) => sum + (runtimeOptionsOf(name).maxInstances ?? GLOBAL_RUNTIME_OPTIONS.maxInstances) * POOL_SIZE, 0)
}

setGlobalOptions(GLOBAL_RUNTIME_OPTIONS)
