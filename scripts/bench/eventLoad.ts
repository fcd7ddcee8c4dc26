/**
 * The event load's figures: the load test (scripts/load/eventLoad.test.ts: 200 visitors, 20
 * events each at once, through the browser's outbox and the real emulators) run once per
 * emulator worker limit, in its own vitest process, each run writing its measurements as JSON
 * before it asserts anything, so a limit that fails the test is still measured: events
 * recorded, wall time, failed calls by kind, the emulator's peak workers and memory.
 *
 * `npm run bench` measures the project's limit; alone, `npx tsx scripts/bench/eventLoad.ts [limit...]`
 * compares limits (default: the CLI's own 50, then the project's) and prints its section.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as z from 'zod'
import { DEFAULT_FUNCTIONS_PARALLEL, FUNCTIONS_PARALLEL_VARIABLE } from '../functionsWorkerLimit'
import { ROOT } from '../settings'
import { eventLoadSection } from './eventLoadReport'

/** The firebase-tools default when the variable is not set (its workQueue.js). */
export const CLI_DEFAULT_PARALLEL = 50

const usage = z.object({ processes: z.number(), workers: z.number(), rssBytes: z.number(), workerRssBytes: z.number() })
const runReport = z.object({
  visitors: z.number(),
  eventsPerVisitor: z.number(),
  parallel: z.number(),
  seconds: z.number(),
  finished: z.boolean(),
  recorded: z.number(),
  failures: z.number(),
  failureKinds: z.array(z.string()),
  peak: usage,
  after: usage,
})

export type EventLoadRun = z.infer<typeof runReport> & { passed: boolean }

export interface EventLoadResults {
  runs: EventLoadRun[]
  /** A limit whose run wrote no measurements (the emulators did not start), with the test's last words. */
  errors: string[]
}

const VITEST_BIN = join(ROOT, 'node_modules/.bin/vitest')
const TEST_FILE = 'scripts/load/eventLoad.test.ts'

function runLoadTest(parallel: number, reportFile: string): Promise<{ passed: boolean; output: string }> {
  return new Promise((done) => {
    const child = spawn(VITEST_BIN, ['run', TEST_FILE], {
      cwd: ROOT,
      env: { ...process.env, [FUNCTIONS_PARALLEL_VARIABLE]: String(parallel), EVENT_LOAD_REPORT: reportFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000))
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('close', (code) => done({ passed: code === 0, output }))
  })
}

/** One load test run per limit, one after another (each starts and stops its own emulators). */
export async function measureEventLoad(limits: readonly number[], progress: (message: string) => void = () => undefined): Promise<EventLoadResults> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-event-load-'))
  const results: EventLoadResults = { runs: [], errors: [] }
  try {
    for (const parallel of limits) {
      progress(`event load: 200 visitors × 20 events, ${parallel} emulator requests at once`)
      const reportFile = join(dir, `load-${parallel}.json`)
      const { passed, output } = await runLoadTest(parallel, reportFile)
      if (existsSync(reportFile)) results.runs.push({ ...runReport.parse(JSON.parse(readFileSync(reportFile, 'utf8'))), passed })
      else results.errors.push(`limit ${parallel}: no measurements; the test said:\n${output.trim().split('\n').slice(-15).join('\n')}`)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  return results
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const given = process.argv.slice(2).map(Number)
  const limits = given.length > 0 ? given : [CLI_DEFAULT_PARALLEL, DEFAULT_FUNCTIONS_PARALLEL]
  const results = await measureEventLoad(limits, (message) => console.error(`[event load] ${message}`))
  console.log(eventLoadSection(results))
  process.exit(0)
}
