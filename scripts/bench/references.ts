/**
 * The two pages the product is compared with, built by Vite's own API with the React plugin and
 * nothing of the app's config: a bare React page (the floor) and a one-question SurveyJS page
 * (the off-the-shelf alternative). Both are served by the product's server, so compression and
 * caching are the same for all three.
 */
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { ROOT } from '../settings'

export const REFERENCES = ['bare', 'survey'] as const
export type Reference = (typeof REFERENCES)[number]

export const referenceOutDir = (reference: Reference) => join(ROOT, '.data/bench', reference)

export async function buildReference(reference: Reference): Promise<string> {
  const outDir = referenceOutDir(reference)
  await build({
    configFile: false,
    root: join(import.meta.dirname, 'reference', reference),
    plugins: [react()],
    logLevel: 'warn',
    // The app's target, so syntax lowering costs the same. SurveyJS is one large chunk by design.
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4096 },
  })
  return outDir
}
