/**
 * The bench's own content lake: seeded fresh on every run (its data folder is deleted first)
 * with the seed and the generated funnels, on a port of its own so a running `npm start` is
 * never touched. Visitors' browsers read live content from it, as they would from Sanity.
 */
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { seedDocuments } from '../../seed/dataset'
import { API_VERSION, type ContentSource } from '../contentSource'
import { openLakeOrExit, type OpenedLake } from '../lake/openLake'
import type { StoredDocument } from '../lake/perspective'
import { ROOT } from '../settings'

export const BENCH_LAKE_PORT = 3950
export const BENCH_LAKE_DIR = join(ROOT, '.data/bench/lake')

export async function openBenchLake(extraDocuments: readonly object[]): Promise<OpenedLake> {
  rmSync(BENCH_LAKE_DIR, { recursive: true, force: true })
  const lake = await openLakeOrExit({
    port: BENCH_LAKE_PORT,
    dataDir: BENCH_LAKE_DIR,
    initialDocuments: () => [...seedDocuments(), ...extraDocuments] as StoredDocument[],
  })
  if (lake.reused) console.warn(`A lake was already answering on port ${BENCH_LAKE_PORT} (another bench?); its content is used as it is.`)
  return lake
}

/** A client configured as the visitor app configures its own (web/src/platform/sanity.ts). */
export function lakeClient(lake: Pick<OpenedLake, 'url'>): SanityClient {
  return createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: API_VERSION,
    useCdn: false,
    perspective: 'published',
    apiHost: lake.url,
    useProjectHostname: false,
  })
}

export function lakeSource(client: SanityClient): ContentSource {
  return { name: 'the bench lake', fetch: (query, params = {}) => client.fetch(query, params) }
}
