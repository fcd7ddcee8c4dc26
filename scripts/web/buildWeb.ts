/**
 * The production build of the web app: Vite's client build, then each funnel's landing page
 * rendered to HTML (prerender.ts). `npm start`, the end-to-end tests and the benchmark build
 * through this one function, so all three serve the same files.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { build, loadEnv } from 'vite'
import { parseBrowserConfig } from '../../web/src/platform/config/checkBrowserConfig'
import { ROOT } from '../settings'
import { assertNoBundleSecrets } from './bundleSecrets'
import { removeFacadeChunks } from './facadeChunks'
import { shellWithPreloads } from './prerenderedHtml'
import { chunkFiles, MANIFEST_PATH, readManifest } from './manifest'
import { prerenderPages, type PrerenderResult } from './prerender'


export const viteConfigFile = join(ROOT, 'vite.config.ts')

export async function buildWeb({ outDir }: { outDir: string }): Promise<PrerenderResult> {
  // The variables Vite will inline, checked as the app checks them: a bad one stops the build here.
  parseBrowserConfig(loadEnv('production', ROOT, 'VITE_'))
  // The manifest tells the prerender which chunk files to preload; it is not served.
  await build({ configFile: viteConfigFile, logLevel: 'warn', build: { outDir, manifest: MANIFEST_PATH } })
  // Before anything reads the manifest: the re-export chunks' imports then ask for their groups' chunks.
  removeFacadeChunks(outDir)
  preloadStartChunks(outDir)
  const reports = await prerenderPages({ configFile: viteConfigFile, outDir })
  rmSync(join(outDir, dirname(MANIFEST_PATH)), { recursive: true, force: true })
  // Whatever a visitor can download is public: a secret here stops the build, not the deploy's reviewer.
  assertNoBundleSecrets(outDir)
  return reports
}

/**
 * The entry imports the app (web/src/startApp.tsx, and React DOM with it) dynamically, to evaluate
 * it in its own tasks; the shell, and so every landing, asks for those chunks beside the entry.
 */
function preloadStartChunks(outDir: string): void {
  const shellFile = join(outDir, 'index.html')
  const { modules } = chunkFiles(readManifest(outDir), [START_APP_SOURCE])
  writeFileSync(shellFile, shellWithPreloads(readFileSync(shellFile, 'utf8'), modules))
}

const START_APP_SOURCE = 'src/startApp.tsx'
