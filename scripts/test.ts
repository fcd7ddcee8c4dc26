/**
 * `npm test`: everything CI checks, in order of speed: generated types up to date (schema extract +
 * typegen), typecheck, lint, the schema validates and the Studio builds, unit tests, end-to-end tests in Chromium. Stops at the first failing step.
 */
import { execSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromiumPath } from './chromium'
import { postgresBinDir } from './database/postgresServer'
import { ROOT } from './settings'
import { requirePinnedNode } from './support/nodeRuntime'

requirePinnedNode('npm test')

function ensureChromium() {
  const path = chromiumPath()
  if (existsSync(path)) return
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing at ${path}; installing Debian's chromium with apt-get...`)
    execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' })
    return
  }
  console.error(`Chromium is missing at ${path}. Install it with:\n  sudo apt-get install -y chromium\nor point CHROMIUM_PATH at a Chromium binary.`)
  process.exit(1)
}

/** The database tests also run on Debian's PostgreSQL server (functions/src/db/dbTestKit.ts). */
function ensurePostgresServer() {
  if (postgresBinDir()) return
  if (process.getuid?.() === 0) {
    console.log("Debian's PostgreSQL server is missing; installing postgresql with apt-get...")
    execSync('apt-get update && apt-get install -y postgresql', { stdio: 'inherit' })
    return
  }
  console.error("Debian's PostgreSQL server is missing (no /usr/lib/postgresql/*/bin/initdb). Install it with:\n  sudo apt-get install -y postgresql")
  process.exit(1)
}

const GENERATED = ['schemas/sanity.types.ts', 'schemas/schema.json']
const fingerprint = () => GENERATED.map((file) => createHash('sha256').update(readFileSync(join(ROOT, file))).digest('hex')).join()

function run(name: string, script: string, check?: () => string | undefined) {
  const started = Date.now()
  console.log(`\n▶ ${name}`)
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: ROOT, stdio: 'inherit' })
  const problem = result.status !== 0 ? `exit code ${result.status}` : check?.()
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (problem) {
    console.error(`✗ ${name} failed (${problem}) after ${seconds} s`)
    process.exit(1)
  }
  console.log(`✓ ${name} (${seconds} s)`)
}

const started = Date.now()
ensureChromium()
ensurePostgresServer()
const before = fingerprint()
run('Sanity schema extract + TypeGen', 'typegen', () =>
  fingerprint() === before ? undefined : `${GENERATED.join(' and ')} were stale and have been regenerated; review and commit them`,
)
run('Typecheck (zod schemas against the generated types included)', 'typecheck')
run('Lint', 'lint')
run('Sanity schema validate', 'studio:validate')
run('Sanity Studio build (the end-to-end Studio: e2e lake and renderer)', 'studio:e2e-build')
run('Unit tests', 'test:unit')
run('End-to-end tests (Chromium)', 'test:e2e')
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
