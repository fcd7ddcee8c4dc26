/**
 * How many requests the local functions emulator handles at once, and so how many worker
 * processes it starts.
 *
 * Why a limit, and why this one: the emulator of firebase-tools 15 ignores a v2 function's
 * `concurrency` and `maxInstances` (firebase/firebase-tools#5503). A worker process serves one
 * request at a time; a request that finds no idle worker of its function starts a new process
 * that loads the whole bundle (`functionsRuntimeWorker.js`), and workers live until the emulator
 * stops. The one bound is the emulator's work queue (`workQueue.js`): at most
 * `FUNCTIONS_EMULATOR_PARALLEL` requests run at once (default 50), the others wait in arrival
 * order. A burst of 200 visitors therefore starts dozens of cold workers side by side; on a
 * 2-core machine their loading outlasts the CLI's 30 s load timeout, the timed-out request is
 * never answered (the client gives up and sends again, out of order), and the late worker still
 * joins the pool, so the count grows past the bound (190 workers, 18 GB in the probe). The
 * variable is the emulator's own knob, read by the CLI at start, so the fix sits at the cause
 * with no queue of ours in front: a few warm workers per function serve the burst from the
 * emulator's queue, in arrival order. Deployed, Cloud Functions honours `concurrency` and
 * `maxInstances` instead (functions/src/runtimeOptions.ts).
 */

/** The firebase-tools environment variable that bounds the emulator's parallel requests. */
export const FUNCTIONS_PARALLEL_VARIABLE = 'FUNCTIONS_EMULATOR_PARALLEL'

/**
 * Requests in parallel (and so workers per function) unless the environment says otherwise:
 * saveLog spends most of its time waiting on the disk and the database, so a few processes keep
 * two cores busy; each worker costs about 100 MB.
 */
export const DEFAULT_FUNCTIONS_PARALLEL = 4

/** The limit from `FUNCTIONS_EMULATOR_PARALLEL` (a whole number from 1), else the default. */
export function functionsWorkerLimit(env: NodeJS.ProcessEnv = process.env): number {
  const given = env[FUNCTIONS_PARALLEL_VARIABLE]
  if (given === undefined || given === '') return DEFAULT_FUNCTIONS_PARALLEL
  const limit = Number(given)
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`${FUNCTIONS_PARALLEL_VARIABLE} must be a whole number from 1, not "${given}"`)
  return limit
}

/** The environment entry that gives the emulator CLI its limit. */
export const functionsWorkerLimitEnv = (limit: number): Record<string, string> => ({ [FUNCTIONS_PARALLEL_VARIABLE]: String(limit) })
