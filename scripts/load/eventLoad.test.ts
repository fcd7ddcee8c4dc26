/**
 * The load of issue 24 item 5: 200 visitors, each queueing 20 events at once, delivered through
 * saveLog on the real auth and functions emulators with a real database behind them (the rate
 * limit counts there). Every event must reach the saveLog sink exactly once, each visitor's in
 * the order it was raised, with no server fault on the way, within an explicit deadline; and
 * the emulator must stay within its worker limit (scripts/functionsWorkerLimit.ts).
 *
 * Ports end in 94: auth 9394, functions 5394. Each emulator process needs a hub and a logging
 * port, and the functions process takes the one after those it is given (scripts/emulators.ts):
 * functions 4793 + 1 and 4893 + 1, auth 3994 and 5494 (the lake and database ports of this
 * range, free here: the database is an in-memory one on a port of its own).
 *
 * `EVENT_LOAD_REPORT=<file>` writes the measurements as JSON before anything is asserted, so the
 * bench (scripts/bench/eventLoad.ts) can print them for any worker limit, failing ones included.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../functions/src/db/database'
import { startTestDatabase } from '../../functions/src/db/dbTestKit'
import { migrateToLatest } from '../../functions/src/db/migrate'
import { startAuthEmulator, startFunctionsEmulator, type RunningEmulator } from '../emulators'
import { functionsWorkerLimit } from '../functionsWorkerLimit'
import { openVisitorPage, type VisitorPage } from './openVisitorPage'
import { sampleProcessGroup } from './processGroupUsage'

const VISITORS = 200
const EVENTS_PER_VISITOR = 20
/** The burst's own bound: 4,000 calls take about 35 s on a 2-core machine, and other test files share it. */
const DELIVERY_DEADLINE_MS = 120_000

const eventsOf = (visitor: number) => Array.from({ length: EVENTS_PER_VISITOR }, (_, step) => `Load test: visitor ${visitor} step ${step + 1}`)

function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms)))
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

describe('200 visitors sending 20 events each at once', () => {
  const dir = mkdtempSync(join(tmpdir(), 'event-load-'))
  const sinkDir = join(dir, 'sinks')
  const parallel = functionsWorkerLimit()
  let database: Awaited<ReturnType<typeof startTestDatabase>> | undefined
  let auth: RunningEmulator | undefined
  let functions: RunningEmulator | undefined
  const pages: VisitorPage[] = []

  beforeAll(async () => {
    database = await startTestDatabase('PGlite')
    const db = openDatabase(database.url, 1)
    await migrateToLatest(db as never)
    await db.destroy()
    const settings = { authPort: 9394, functionsPort: 5394, projectId: 'demo-funnels', dataDir: join(dir, 'data'), sinkDir, databaseUrl: database.url, functionsParallel: parallel }
    ;[auth, functions] = await Promise.all([
      startAuthEmulator({ ...settings, hubPort: 3994, loggingPort: 5494 }),
      startFunctionsEmulator({ ...settings, hubPort: 4793, loggingPort: 4893 }),
    ])
  }, 120_000)

  afterAll(async () => {
    await Promise.all(pages.map((page) => page.close()))
    await Promise.all([auth?.close(), functions?.close()])
    await database?.close()
    rmSync(dir, { recursive: true, force: true })
  }, 60_000)

  it('arrive complete, once, in order per visitor, with no server fault and a bounded emulator', async () => {
    if (!auth || !functions?.pid || !database) throw new Error('The emulators did not start here')
    const target = { projectId: 'demo-funnels', authUrl: auth.url, functionsHost: '127.0.0.1', functionsPort: 5394 }
    for (let visitor = 0; visitor < VISITORS; visitor += 1) pages.push(await openVisitorPage(`visitor-${visitor}`, target))

    const sampler = sampleProcessGroup(functions.pid)
    const started = performance.now()
    pages.forEach((page, visitor) => page.send(eventsOf(visitor)))
    const finished = await withDeadline(Promise.all(pages.map((page) => page.delivered())), DELIVERY_DEADLINE_MS, 'Delivering 4,000 events').then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    )
    const seconds = (performance.now() - started) / 1000
    const usage = sampler.stop()

    const lines = readFileSync(join(sinkDir, 'saveLog.ndjson'), 'utf8').trimEnd().split('\n')
    const records = lines.map((line) => JSON.parse(line) as { authUid: string | null; userId: string; name: string })
    const byVisitor = new Map<string, string[]>()
    for (const record of records) byVisitor.set(record.userId, [...(byVisitor.get(record.userId) ?? []), record.name])
    const failures = pages.flatMap((page) => page.failures)
    const report = { visitors: VISITORS, eventsPerVisitor: EVENTS_PER_VISITOR, parallel, seconds, finished: finished === null, recorded: records.length, failures: failures.length, failureKinds: [...new Set(failures.map((failure) => failure.split(':')[0]))], peak: usage.peak, after: usage.last }
    if (process.env.EVENT_LOAD_REPORT) writeFileSync(process.env.EVENT_LOAD_REPORT, `${JSON.stringify(report, null, 2)}\n`)
    console.info(`[event load] ${records.length} events in ${seconds.toFixed(1)} s, ${failures.length} failed calls; emulator at most ${usage.peak.workers} workers, ${(usage.peak.rssBytes / 2 ** 20).toFixed(0)} MB (limit ${parallel})`)

    expect(finished).toBeNull()
    expect(failures).toEqual([])
    // Exactly once and in order: each visitor's sink lines are its events, as raised.
    expect(records).toHaveLength(VISITORS * EVENTS_PER_VISITOR)
    pages.forEach((page, visitor) => expect(byVisitor.get(page.uid)).toEqual(eventsOf(visitor)))
    // Each call was the signed-in visitor's, so the rate limit counted 20 per uid, not 4,000 per IP.
    expect(records.every((record) => record.authUid === record.userId)).toBe(true)
    const counts = openDatabase(database.url, 1)
    const { rows } = await sql<{ uid: string; count: number }>`select uid, count from call_counts where callable = 'saveLog'`.execute(counts)
    await counts.destroy()
    // Counted per fixed 10-minute window: a burst across a window's end is counted in two rows.
    const counted = new Map<string, number>()
    for (const row of rows) counted.set(row.uid, (counted.get(row.uid) ?? 0) + row.count)
    expect([...counted.keys()].sort()).toEqual(pages.map((page) => page.uid).sort())
    expect([...counted.values()].every((count) => count === EVENTS_PER_VISITOR)).toBe(true)
    // One worker per request in flight, so never more than the limit.
    expect(usage.peak.workers).toBeLessThanOrEqual(parallel)
  }, 240_000)
})
