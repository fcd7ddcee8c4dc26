/** Test folders for the payments: a fresh SINK_DIR and SANDBOX_DIR per test, and readers for both. */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, vi } from 'vitest'

export function usePaymentsDirs() {
  const state = { dir: '' }
  beforeEach(() => {
    state.dir = mkdtempSync(join(tmpdir(), 'payments-'))
    vi.stubEnv('SINK_DIR', join(state.dir, 'sinks'))
    vi.stubEnv('SANDBOX_DIR', join(state.dir, 'sandbox'))
    // Keys from the developer's shell must not turn the sandbox into Stripe mid-test.
    for (const name of ['STRIPE_SECRET_KEY_MAIN', 'STRIPE_SECRET_KEY_SCREENDETOX', 'SANDBOX_CHECKOUT_URL']) vi.stubEnv(name, '')
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    rmSync(state.dir, { recursive: true, force: true })
  })
  return {
    /** The test's folder: sinks/ and sandbox/ are in it. */
    get dir() {
      return state.dir
    },
    sessionLines(): unknown[] {
      const file = join(state.dir, 'sinks', 'paymentSessions.ndjson')
      if (!existsSync(file)) return []
      return readFileSync(file, 'utf8').trimEnd().split('\n').map((line): unknown => JSON.parse(line))
    },
    sessionFiles(): string[] {
      const dir = join(state.dir, 'sandbox')
      return existsSync(dir) ? readdirSync(dir) : []
    },
  }
}

/**
 * The page loaded into the test's document, for Testing Library's queries (labels, roles,
 * accessible names need a window); needs the jsdom test environment.
 */
export function pageDocument(html: string): Document {
  document.open()
  document.write(html)
  document.close()
  return document
}
