/**
 * The production build of the web app: Vite's client build, then each funnel's landing page
 * rendered to HTML (prerender.ts). `npm start`, the end-to-end tests and the benchmark build
 * through this one function, so all three serve the same files.
 */
import { join } from 'node:path'
import { build } from 'vite'
import { ROOT } from '../settings'

export const viteConfigFile = join(ROOT, 'vite.config.ts')

export async function buildWeb({ outDir }: { outDir: string }): Promise<void> {
  await build({ configFile: viteConfigFile, logLevel: 'warn', build: { outDir } })
}
