/**
 * One `npm start` per data folder: the running one holds a lock file naming its pid and ports,
 * and a second start reads it before it touches anything (no build, no port, no data), so it
 * can say in one line what runs and leave it alone. A lock whose process is gone is stale and
 * taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { dirname, resolve } from 'node:path'
import * as z from 'zod'
import { ROOT } from '../settings'
import { processAlive } from './processGroup'

const lockContent = z.object({
  pid: z.int().positive(),
  webUrl: z.string(),
  ports: z.array(z.object({ label: z.string(), variable: z.string(), port: z.int() })),
})

export type StartLockContent = z.infer<typeof lockContent>

/** `START_LOCK_FILE`, else `.data/start.json`. */
export const startLockFile = (env: NodeJS.ProcessEnv = process.env) => resolve(ROOT, env.START_LOCK_FILE ?? '.data/start.json')

/** The start that holds the lock, while its process lives; undefined when there is none or it is gone. */
export function runningStart(file: string): StartLockContent | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  const parsed = lockContent.safeParse(json)
  return parsed.success && parsed.data.pid !== process.pid && processAlive(parsed.data.pid) ? parsed.data : undefined
}

/** The one line a second start prints. */
export const alreadyRunningLine = (running: StartLockContent) =>
  `npm start is already running (pid ${running.pid}) on ${running.webUrl}; stop it first (Ctrl+C in its terminal, or kill ${running.pid}).`

/**
 * Takes the lock for this process: fails with the running start when one holds it (its pid
 * alive), takes over a stale one. `wx` makes two starts at the same moment agree on one winner.
 * The lock goes when this process ends, however it ends short of SIGKILL.
 */
export function takeStartLock(file: string, content: Omit<StartLockContent, 'pid'>): { ok: true; release(): void } | { ok: false; running: StartLockContent } {
  mkdirSync(dirname(file), { recursive: true })
  const mine = JSON.stringify({ pid: process.pid, ...content })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx' })
      const release = () => {
        if (runningStartPid(file) === process.pid) rmSync(file, { force: true })
      }
      process.once('exit', release)
      return { ok: true, release }
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error
      const running = runningStart(file)
      if (running) return { ok: false, running }
      rmSync(file, { force: true }) // stale: its process is gone
    }
  }
  throw new Error(`Could not take the start lock ${file}: another start keeps creating it`)
}

function runningStartPid(file: string): number | undefined {
  try {
    const parsed = lockContent.safeParse(JSON.parse(readFileSync(file, 'utf8')))
    return parsed.success ? parsed.data.pid : undefined
  } catch {
    return undefined
  }
}

/** Something accepts TCP connections on the loopback port. */
export function portAnswers(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port }, () => (socket.destroy(), done(true)))
    socket.on('error', () => done(false))
  })
}
