/**
 * Builds the Studio (`sanity build`) for a given lake and renderer. The end-to-end tests need a
 * Studio pointed at their own lake and renderer; Sanity bakes SANITY_STUDIO_* variables in at
 * build time, so that Studio is its own build, skipped when nothing it is built from changed.
 * Run directly (`tsx scripts/buildStudio.ts`) it builds the end-to-end Studio: `npm test` does.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ROOT } from './settings'

/** Everything a Studio build is made of: its config and the schemas (template contracts included). */
const INPUTS = ['studio', 'schemas', 'package-lock.json']
const SKIP = new Set(['node_modules', 'dist', '.sanity'])

function* files(path: string): Generator<string> {
  if (statSync(path).isFile()) return yield path
  for (const entry of readdirSync(path).sort()) if (!SKIP.has(entry)) yield* files(join(path, entry))
}

function fingerprint(env: Record<string, string>): string {
  const hash = createHash('sha256').update(JSON.stringify(env))
  for (const input of INPUTS) for (const file of files(join(ROOT, input))) hash.update(relative(ROOT, file)).update(readFileSync(file))
  return hash.digest('hex')
}

const STAMP = '.build-fingerprint'

/** Builds into `outDir` unless a build of the same sources and variables is already there. */
export function ensureStudioBuild(outDir: string, env: Record<string, string>): { built: boolean } {
  const expected = fingerprint(env)
  const stamp = join(outDir, STAMP)
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === expected) return { built: false }
  const result = spawnSync(join(ROOT, 'node_modules/.bin/sanity'), ['build', outDir, '--yes'], {
    cwd: join(ROOT, 'studio'),
    env: { ...process.env, ...env },
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`sanity build failed (exit code ${result.status})`)
  writeFileSync(stamp, expected)
  return { built: true }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const { E2E, e2eStudioEnv } = await import('../tests/e2e/fixtures/e2eSettings')
  const { built } = ensureStudioBuild(E2E.studioDistDir, e2eStudioEnv)
  console.log(built ? `Studio built into ${E2E.studioDistDir}` : `Studio build in ${E2E.studioDistDir} is up to date`)
}
