/**
 * The mail worker as a local loop: a pass of the same worker the production scheduled function
 * runs (functions/src/mail/emailWorker.ts), every few seconds, against DATABASE_URL, with the
 * functions' own defaultServices(), so it sends through whatever mail provider the environment
 * configures. `npm start` starts it once the database is open; alone:
 *
 *   DATABASE_URL=postgres://… npx tsx scripts/mail/runEmailWorker.ts
 *
 * EMAIL_WORKER_INTERVAL_MS sets the pause between passes (default 5000). Any number of these
 * loops (and the scheduled function) may run at once: each job is claimed by one of them.
 */
import { pathToFileURL } from 'node:url'
import { defaultServices, type CompletionServices } from '../../functions/src/completion/services'
import { openDatabase } from '../../functions/src/db/database'
import { runEmailWorkerPass, type EmailWorkerOptions, type EmailWorkerPass } from '../../functions/src/mail/emailWorker'
import { printableUrl } from '../database/openDatabase'

export const DEFAULT_INTERVAL_MS = 5000

export interface EmailWorkerLoopOptions extends EmailWorkerOptions {
  databaseUrl: string
  intervalMs?: number
  services?: Pick<CompletionServices, 'content' | 'mail'>
  /** After every pass (tests wait on it; the command line prints what was done). */
  onPass?: (pass: EmailWorkerPass) => void
  /** A pass that threw (the database down); the loop keeps going. Default: one line on stderr per new message. */
  onError?: (error: unknown) => void
}

export interface EmailWorkerLoop {
  /** Stops after the pass in progress, and closes the loop's connections. */
  stop(): Promise<void>
}

function errorLine() {
  let last = ''
  return (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    // The same failure every few seconds (the database restarting) is said once.
    if (message !== last) console.error(`Mail worker: a pass failed (retrying every pass): ${message}`)
    last = message
  }
}

export function startEmailWorkerLoop(options: EmailWorkerLoopOptions): EmailWorkerLoop {
  const { databaseUrl, intervalMs = DEFAULT_INTERVAL_MS, services = defaultServices(), onPass, onError = errorLine(), ...workerOptions } = options
  const db = openDatabase(databaseUrl, 2)
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()

  const tick = () => {
    running = runEmailWorkerPass(db, services, workerOptions)
      .then((pass) => onPass?.(pass))
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs)
      })
  }
  tick()

  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      await db.destroy()
    },
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    console.error('Set DATABASE_URL to the database whose email_jobs to send (npm start prints it).')
    process.exit(1)
  }
  const intervalMs = Number(process.env.EMAIL_WORKER_INTERVAL_MS ?? DEFAULT_INTERVAL_MS)
  const loop = startEmailWorkerLoop({
    databaseUrl,
    intervalMs,
    onPass(pass) {
      if (Object.values(pass).some((count) => count > 0)) console.log(`${new Date().toISOString()} ${JSON.stringify(pass)}`)
    },
  })
  console.log(`Mail worker: sending due email_jobs from ${printableUrl(databaseUrl)} every ${intervalMs / 1000} s. Press Ctrl+C to stop.`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void loop.stop().then(() => process.exit(0)))
}
