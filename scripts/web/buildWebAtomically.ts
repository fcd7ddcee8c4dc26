/**
 * The production build written beside its folder and swapped in with two renames, so `dir` is
 * at every moment either the whole old build or the whole new one, never a half-written mix.
 */
import { existsSync, renameSync, rmSync } from 'node:fs'
import { buildWeb } from './buildWeb'
import type { PrerenderResult } from './prerender'

/** Builds with `build` (the production build by default) into `<outDir>.next`, then puts it in place of `outDir`. */
export async function buildWebAtomically({ outDir, build = buildWeb }: { outDir: string; build?: (options: { outDir: string }) => Promise<PrerenderResult> }): Promise<PrerenderResult> {
  const next = `${outDir}.next`
  const old = `${outDir}.old`
  rmSync(next, { recursive: true, force: true })
  try {
    const reports = await build({ outDir: next })
    rmSync(old, { recursive: true, force: true })
    if (existsSync(outDir)) renameSync(outDir, old)
    renameSync(next, outDir)
    rmSync(old, { recursive: true, force: true })
    return reports
  } catch (error) {
    rmSync(next, { recursive: true, force: true })
    throw error
  }
}
