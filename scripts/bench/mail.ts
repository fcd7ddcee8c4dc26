/**
 * The mail worker's figures on `npm start`'s mail parts, in this process: the embedded database
 * (PGlite over the wire protocol, in a temporary folder), the local mail catcher on free loopback
 * ports (scripts/mail/mailCatcher.ts) and the functions' SMTP provider sending to it.
 * - Throughput: N jobs due at once, one worker pass (runEmailWorkerPass, its default batches):
 *   e-mails rendered, sent and recorded per second of the pass, and each SMTP send's time.
 * - Lag: jobs due across a window, the worker looping as `npm start` runs it
 *   (startEmailWorkerLoop, its real interval and clock); lag is sent_at − send_at.
 *
 * `npm run bench` calls measureMail with its content lake; alone, `npx tsx scripts/bench/mail.ts`
 * reads the seed's content in process and prints its section.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { scheduleEmails, type ScheduledEmail } from '../../functions/src/backOffice/emailJobs'
import { createContentReader, type FetchContent } from '../../functions/src/completion/contentReader'
import type { MailProvider } from '../../functions/src/completion/outbox'
import { openDatabase, type Db } from '../../functions/src/db/database'
import { migrateToLatest } from '../../functions/src/db/migrate'
import { runEmailWorkerPass, type EmailWorkerPass } from '../../functions/src/mail/emailWorker'
import { createSmtpMailProvider } from '../../functions/src/mail/smtpMailProvider'
import type { UnsubscribeSettings } from '../../functions/src/mail/unsubscribeLink'
import { seedSource } from '../contentSource'
import { startEmbeddedDatabase } from '../database/embeddedDatabase'
import { startMailCatcher } from '../mail/mailCatcher'
import { DEFAULT_INTERVAL_MS, startEmailWorkerLoop } from '../mail/runEmailWorker'
import { latencySummary, type LatencySummary } from './backOfficeStats'
import { mailSection } from './mailReport'

/** Jobs due at once for the throughput pass. */
export const THROUGHPUT_JOBS = 500
/** Jobs spread evenly over the lag window. */
export const LAG_JOBS = 120
export const LAG_WINDOW_MS = 30_000
/** The lag phase gives up waiting this long after the window's last job is due. */
const LAG_GRACE_MS = 6 * DEFAULT_INTERVAL_MS
const WARM_UP_JOBS = 10
const POLL_MS = 200

/** A bench key; the links point nowhere, they only have to be signed and written in. */
const UNSUBSCRIBE: UnsubscribeSettings = { secret: 'bench-unsubscribe-key', url: 'http://127.0.0.1:9/unsubscribe' }

/** What a job is made of: marketing follow-ups of two funnels in two languages (each gets the unsubscribe headers and footer). */
const KINDS: Pick<ScheduledEmail, 'onboardingType' | 'templateKey' | 'language'>[] = [
  { onboardingType: 'leadership', templateKey: 'followUpWeek1', language: 'en' },
  { onboardingType: 'parenting', templateKey: 'dailyTips', language: 'pl' },
  { onboardingType: 'leadership', templateKey: 'followUpMonth1', language: 'pl' },
  { onboardingType: 'parenting', templateKey: 'followUpWeek1', language: 'en' },
]

export interface MailThroughput {
  jobs: number
  /** What the pass did with the jobs (the report reads these counts). */
  pass: Pick<EmailWorkerPass, 'sent' | 'retrying' | 'failed' | 'cancelled' | 'lost'>
  wallMs: number
  /** Each SMTP send (to the catcher's 250 OK, which comes once the message is on disk); perSecond is e-mails sent per second of the pass. */
  perSend: LatencySummary
  /** The most sends in flight at once: the worker's batch size when its claims honour it. */
  maxInFlight: number
}

export interface MailLag {
  jobs: number
  windowMs: number
  intervalMs: number
  /** sent_at − send_at of every job sent; perSecond unused. */
  lag: LatencySummary
  /** Jobs still not sent when the phase stopped waiting. */
  unsent: number
  passes: number
}

export interface MailResults {
  content: string
  throughput?: MailThroughput
  lag?: MailLag
  /** A phase that could not run. */
  error?: string
  wallMs: number
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

function jobs(count: number, label: string, sendAt: (index: number) => Date): ScheduledEmail[] {
  return Array.from({ length: count }, (_, index) => ({
    ...KINDS[index % KINDS.length]!,
    orderId: null,
    uid: null,
    recipient: `${label}-${index}@example.com`,
    purpose: null,
    variables: {},
    sendAt: sendAt(index),
  }))
}

/** Each send's time, and how many were in flight at most, since the last reset. */
interface SendLog {
  times: number[]
  inFlight: number
  maxInFlight: number
}

const newSendLog = (): SendLog => ({ times: [], inFlight: 0, maxInFlight: 0 })

/** `provider`, recording each send into `log`. */
function timed(provider: MailProvider, log: SendLog): MailProvider {
  return {
    async send(email) {
      const started = performance.now()
      log.inFlight += 1
      log.maxInFlight = Math.max(log.maxInFlight, log.inFlight)
      try {
        return await provider.send(email)
      } finally {
        log.inFlight -= 1
        log.times.push(performance.now() - started)
      }
    },
  }
}

async function measureThroughput(db: Db, services: Parameters<typeof runEmailWorkerPass>[1], log: SendLog): Promise<MailThroughput> {
  const now = new Date()
  await scheduleEmails(db, jobs(THROUGHPUT_JOBS, 'throughput', () => now))
  Object.assign(log, newSendLog())
  const begun = performance.now()
  const pass = await runEmailWorkerPass(db, services, { unsubscribe: UNSUBSCRIBE, maxJobs: THROUGHPUT_JOBS })
  const wallMs = performance.now() - begun
  return { jobs: THROUGHPUT_JOBS, pass, wallMs, perSend: latencySummary(log.times, wallMs), maxInFlight: log.maxInFlight }
}

async function measureLag(db: Db, databaseUrl: string, services: Parameters<typeof runEmailWorkerPass>[1]): Promise<MailLag> {
  const start = Date.now() + 2_000
  const spacing = LAG_WINDOW_MS / LAG_JOBS
  const scheduled = await scheduleEmails(db, jobs(LAG_JOBS, 'lag', (index) => new Date(start + index * spacing)))
  const ids = scheduled.map((job) => job.id)
  let passes = 0
  const loop = startEmailWorkerLoop({ databaseUrl, intervalMs: DEFAULT_INTERVAL_MS, services, unsubscribe: UNSUBSCRIBE, onPass: () => (passes += 1) })
  const deadline = start + LAG_WINDOW_MS + LAG_GRACE_MS
  const sentCount = async () => Number((await db.selectFrom('emailJobs').select((eb) => eb.fn.countAll().as('count')).where('id', 'in', ids).where('state', '=', 'sent').executeTakeFirstOrThrow()).count)
  try {
    while ((await sentCount()) < LAG_JOBS && Date.now() < deadline) await pause(POLL_MS)
  } finally {
    await loop.stop()
  }
  const rows = await db.selectFrom('emailJobs').select(['sendAt', 'sentAt']).where('id', 'in', ids).where('state', '=', 'sent').execute()
  const lags = rows.map((row) => row.sentAt!.getTime() - row.sendAt.getTime())
  return { jobs: LAG_JOBS, windowMs: LAG_WINDOW_MS, intervalMs: DEFAULT_INTERVAL_MS, lag: latencySummary(lags, 0), unsent: LAG_JOBS - rows.length, passes }
}

export async function measureMail(fetchContent: FetchContent, content: string, progress: (message: string) => void = () => undefined): Promise<MailResults> {
  const begun = performance.now()
  const dir = mkdtempSync(join(tmpdir(), 'bench-mail-'))
  const results: MailResults = { content, wallMs: 0 }
  let database: { url: string; close(): Promise<void> } | undefined
  let catcher: Awaited<ReturnType<typeof startMailCatcher>> | undefined
  let db: Db | undefined
  let smtp: ReturnType<typeof createSmtpMailProvider> | undefined
  try {
    database = await startEmbeddedDatabase({ port: 0, dataDir: join(dir, 'pglite') })
    catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, dir: join(dir, 'mail') })
    db = openDatabase(database.url, 4)
    await migrateToLatest(db as never)
    smtp = createSmtpMailProvider({ host: catcher.smtpHost, port: catcher.smtpPort, secure: false })
    const log = newSendLog()
    const services = { content: createContentReader(fetchContent), mail: timed(smtp, log) }
    // The content cache and the SMTP pool's connections are filled before anything is timed.
    await scheduleEmails(db, jobs(WARM_UP_JOBS, 'warm-up', () => new Date()))
    await runEmailWorkerPass(db, services, { unsubscribe: UNSUBSCRIBE })
    progress(`mail: ${THROUGHPUT_JOBS} jobs due at once, one worker pass`)
    results.throughput = await measureThroughput(db, services, log)
    progress(`mail: ${LAG_JOBS} jobs due over ${LAG_WINDOW_MS / 1000} s, the worker loop every ${DEFAULT_INTERVAL_MS / 1000} s`)
    results.lag = await measureLag(db, database.url, services)
  } catch (error) {
    results.error = messageOf(error)
  } finally {
    smtp?.close()
    await db?.destroy()
    await catcher?.close()
    await database?.close()
    rmSync(dir, { recursive: true, force: true })
  }
  results.wallMs = performance.now() - begun
  return results
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const seed = seedSource()
  const results = await measureMail((query, params) => seed.fetch(query, params), 'the seed, queried in process (groq-js)', (message) => console.error(`[mail] ${message}`))
  console.log(mailSection(results))
  process.exit(0)
}
