/** Test helpers: a lake on a free port over a fresh data folder, and clients that reach it. */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { seedDocuments } from '../../seed/dataset'
import { startLake, type Lake } from './server'

export const newDataDir = () => mkdtempSync(join(tmpdir(), 'lake-'))

export function startTestLake(dataDir = newDataDir()): Promise<Lake> {
  return startLake({ port: 0, dataDir, initialDocuments: () => seedDocuments() })
}

export function clientFor(apiHost: string, options: { apiVersion?: string; withCredentials?: boolean } = {}): SanityClient {
  return createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: options.apiVersion ?? '2025-02-19',
    useCdn: false,
    apiHost,
    useProjectHostname: false,
    withCredentials: options.withCredentials,
  })
}

/** The lake's certificate as a client would pin it (`ca`). */
export const certificateOf = (dataDir: string) => readFileSync(join(dataDir, 'tls', 'cert.pem'), 'utf8')

/** Resolves when `condition` holds, checking every 10 ms; fails after `timeoutMs`. */
export async function until(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
