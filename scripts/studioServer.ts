/**
 * Starts Sanity Studio's dev server (`sanity dev` in studio/) pointed at a content source and a
 * renderer to preview. `npm run studio` and `npm start` go through here.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { ROOT } from './settings'

export interface StudioTarget {
  port: number
  /** The local lake's HTTPS address; absent with a real Sanity project (SANITY_STUDIO_PROJECT_ID). */
  lakeUrl?: string
  /** The funnel renderer the Presentation tool shows. */
  previewUrl: string
}

export interface RunningStudio {
  url: string
  close(): Promise<void>
}

export function studioSettings() {
  return {
    port: Number(process.env.STUDIO_PORT ?? 3333),
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

/** Resolves once the Studio answers on its port; rejects with its output if it exits first. */
export async function startStudio(target: StudioTarget, timeoutMs = 120_000): Promise<RunningStudio> {
  const url = `http://localhost:${target.port}`
  const child: ChildProcess = spawn(join(ROOT, 'node_modules/.bin/sanity'), ['dev', '--port', String(target.port), '--no-auto-updates'], {
    cwd: join(ROOT, 'studio'),
    env: { ...process.env, ...studioEnv(target), CI: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // However this process ends (an error included), the Studio's server ends with it.
  const stop = () => child.kill()
  process.once('exit', stop)
  child.once('exit', () => process.off('exit', stop))
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`Sanity Studio stopped (exit code ${code}):\n${output.slice(-2000)}`))),
  )
  exited.catch(() => undefined)
  const deadline = Date.now() + timeoutMs
  while (!(await Promise.race([answers(url), exited]))) {
    if (Date.now() > deadline) {
      child.kill()
      throw new Error(`Sanity Studio did not answer on ${url} within ${timeoutMs / 1000} s:\n${output.slice(-2000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
