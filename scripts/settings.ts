/**
 * Ports, folders and the content source, from the environment. One place, so the scripts and
 * the tests agree on where things run.
 */
import { resolve } from 'node:path'
import { portOf } from './ports'

export const ROOT = resolve(import.meta.dirname, '..')

export function lakeSettings() {
  const studioPort = portOf('studio')
  return {
    port: portOf('lake'),
    dataDir: resolve(ROOT, process.env.LAKE_DATA_DIR ?? '.data/lake'),
    /** The Studio's origins, the only web pages the lake takes changes from (`LAKE_STUDIO_ORIGINS`, comma-separated). */
    studioOrigins: process.env.LAKE_STUDIO_ORIGINS?.split(',').map((origin) => origin.trim()).filter(Boolean) ?? [`http://localhost:${studioPort}`, `http://127.0.0.1:${studioPort}`],
  }
}

/** A real Sanity project when SANITY_PROJECT_ID is set; otherwise the local lake. */
export function sanitySettings() {
  const projectId = process.env.SANITY_PROJECT_ID
  return {
    projectId: projectId ?? 'local',
    dataset: process.env.SANITY_DATASET ?? 'production',
    apiHost: projectId ? undefined : (process.env.SANITY_API_HOST ?? `http://127.0.0.1:${lakeSettings().port}`),
    token: process.env.SANITY_TOKEN,
  }
}
