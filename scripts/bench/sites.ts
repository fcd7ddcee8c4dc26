/**
 * Item 1: the product and the two reference pages, built and then served by the product's own
 * server (serveWeb), each on its own port, so compression and caching are the same for all three.
 */
import { join } from 'node:path'
import type { OpenedLake } from '../lake/openLake'
import { ROOT } from '../settings'
import { buildWeb } from '../web/buildWeb'
import { serveWeb, type WebServer } from '../web/serveWeb'
import { pointBuildAtBenchEmulators } from './benchEmulators'
import { buildReference, referenceOutDir, type Reference } from './references'

export type SiteName = 'product' | Reference

export interface Site {
  name: SiteName
  url: string
  /** The built files, to size what the server sends. */
  dir: string
  buildMs: number
}

export const PRODUCT_DIST = join(ROOT, '.data/bench/dist')
const PORTS: Record<SiteName, number> = { product: 4180, bare: 4181, survey: 4182 }

/** Builds the product with live content pointed at the bench lake, and Firebase at the bench's emulators (benchEmulators.ts). */
export async function buildProduct(lake: Pick<OpenedLake, 'url'>): Promise<number> {
  process.env.VITE_SANITY_API_HOST = lake.url
  // Set before the build and kept for serveSites: its Content-Security-Policy allows what the build calls.
  pointBuildAtBenchEmulators()
  const started = performance.now()
  await buildWeb({ outDir: PRODUCT_DIST })
  return performance.now() - started
}

export async function buildReferences(): Promise<Record<Reference, number>> {
  const timings = { bare: 0, survey: 0 }
  for (const reference of ['bare', 'survey'] as const) {
    const started = performance.now()
    await buildReference(reference)
    timings[reference] = performance.now() - started
  }
  return timings
}

export async function serveSites(buildMs: Record<SiteName, number>): Promise<{ sites: Record<SiteName, Site>; close(): Promise<void> }> {
  const servers: WebServer[] = []
  const serve = async (name: SiteName, dir: string): Promise<Site> => {
    const server = await serveWeb({ dir, port: PORTS[name] })
    servers.push(server)
    return { name, url: server.url, dir, buildMs: buildMs[name] }
  }
  const sites = {
    product: await serve('product', PRODUCT_DIST),
    bare: await serve('bare', referenceOutDir('bare')),
    survey: await serve('survey', referenceOutDir('survey')),
  }
  return { sites, close: async () => void (await Promise.all(servers.map((server) => server.close()))) }
}
