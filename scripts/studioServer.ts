/**
 * Starts Sanity Studio's dev server (`sanity dev` in studio/) pointed at a content source and a
 * renderer to preview. `npm run studio` and `npm start` go through here.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { portOf } from './ports'
import { ROOT } from './settings'
import { signalGroup, stopProcessGroup } from './start/processGroup'

export interface StudioTarget {
  port: number
  /** The local lake's HTTPS address; absent with a real Sanity project (SANITY_STUDIO_PROJECT_ID). */
  lakeUrl?: string
  /** The funnel renderer the Presentation tool shows. */
  previewUrl: string
  /** Where its output goes (default .data/studio/studio.log). */
  logFile?: string
}

export interface RunningStudio {
  url: string
  /** The dev server's process group (it leads one, so its workers stop with it). */
  pid: number
  logFile: string
  close(): Promise<void>
}

export function studioSettings() {
  return {
    port: portOf('studio'),
    realProject: Boolean(process.env.SANITY_STUDIO_PROJECT_ID),
  }
}

/** The variables the Studio's config reads (studio/env.ts); Sanity bakes SANITY_STUDIO_* in. */
export function studioEnv(target: Omit<StudioTarget, 'port'>): Record<string, string> {
  return {
    SANITY_STUDIO_PREVIEW_URL: target.previewUrl,
    ...(target.lakeUrl ? { SANITY_STUDIO_LAKE_URL: target.lakeUrl } : {}),
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok
  } catch {
    return false
  }
}

const lastLines = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').slice(-2000) : '')

/**
 * Resolves once the Studio answers on its port; rejects if it exits first or does not answer in
 * time, the first line of the error naming its log file.
 */
export async function startStudio(target: StudioTarget, timeoutMs = 120_000): Promise<RunningStudio> {
  const url = `http://localhost:${target.port}`
  const logFile = target.logFile ?? join(ROOT, '.data/studio/studio.log')
  mkdirSync(dirname(logFile), { recursive: true })
  const out = openSync(logFile, 'w')
  const child: ChildProcess = spawn(join(ROOT, 'node_modules/.bin/sanity'), ['dev', '--port', String(target.port), '--no-auto-updates'], {
    cwd: join(ROOT, 'studio'),
    env: { ...process.env, ...studioEnv(target), CI: '1' },
    stdio: ['ignore', out, out],
    detached: true, // its own process group: stopping it reaches whatever it started
  })
  closeSync(out)
  const pid = child.pid
  if (pid === undefined) throw new Error(`Sanity Studio could not be started (${join(ROOT, 'node_modules/.bin/sanity')})`)
  // However this process ends (an error included), the Studio's server ends with it.
  const kill = () => signalGroup(pid, 'SIGKILL')
  process.once('exit', kill)
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`Sanity Studio stopped (exit code ${code}); its log: ${logFile}\n${lastLines(logFile)}`))),
  )
  exited.catch(() => undefined)
  const close = async () => {
    process.off('exit', kill)
    await stopProcessGroup(pid)
  }
  const deadline = Date.now() + timeoutMs
  try {
    while (!(await Promise.race([answers(url), exited]))) {
      if (Date.now() > deadline) throw new Error(`Sanity Studio did not answer on ${url} within ${timeoutMs / 1000} s; its log: ${logFile}\n${lastLines(logFile)}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  } catch (error) {
    await close()
    throw error
  }
  return { url, pid, logFile, close }
}
