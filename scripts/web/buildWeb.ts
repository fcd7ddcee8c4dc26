/**
 * The production build of the web app: Vite's client build, then each funnel's landing page
 * rendered to HTML (prerender.ts). `npm start`, the end-to-end tests and the benchmark build
 * through this one function, so all three serve the same files.
 */
import { rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { build } from 'vite'
import { ROOT } from '../settings'
import { MANIFEST_PATH } from './manifest'
import { prerenderLandings, type PrerenderReport } from './prerender'

export const viteConfigFile = join(ROOT, 'vite.config.ts')

export async function buildWeb({ outDir }: { outDir: string }): Promise<PrerenderReport[]> {
  // The manifest tells the prerender which chunk files to preload; it is not served.
  await build({ configFile: viteConfigFile, logLevel: 'warn', build: { outDir, manifest: MANIFEST_PATH } })
  const reports = await prerenderLandings({ configFile: viteConfigFile, outDir })
  rmSync(join(outDir, dirname(MANIFEST_PATH)), { recursive: true, force: true })
  return reports
}
