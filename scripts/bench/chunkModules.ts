/**
 * Issue 28 item 2: which modules make up each chunk a landing loads after its paint. The client
 * build is run once more without writing, with a plugin that reads each chunk's modules and the
 * length each module's code has in it; a chunk's brotli size (afterPaint.ts's unit) is shared out
 * in proportion to those lengths. Brotli does not compress every module alike, so a module's
 * figure is an estimate. The chunk's total is its code as emitted, preload lists included (read
 * after Vite writes them); the build's later rewrite of re-export imports (facadeChunks.ts) moves
 * it by a few bytes, so section 3b, which sizes the served files, is the budget's figure.
 */
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { brotliSize } from './afterPaint'

export interface ModuleShare {
  /** The module's path in the repository, or `npm:<package path>` for a dependency. */
  id: string
  /** Its estimated share of the chunk's brotli bytes. */
  brotli: number
}

export interface ChunkModules {
  /** The chunk's file name without its hash, as afterPaint.ts names requests (`react.js`). */
  chunk: string
  brotli: number
  /** Largest first. */
  modules: ModuleShare[]
}

/** A module id as the report shows it: relative to the repository, a dependency by its package path. */
export function shortModuleId(id: string, root: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '')
  const dependency = clean.lastIndexOf('node_modules/')
  if (dependency >= 0) return `npm:${clean.slice(dependency + 'node_modules/'.length)}`
  return clean.startsWith(`${root}/`) ? clean.slice(root.length + 1) : clean
}

/** Shares `brotli` out over the modules in proportion to their rendered lengths, largest first. */
export function moduleShares(brotli: number, lengths: readonly { id: string; length: number }[]): ModuleShare[] {
  const total = lengths.reduce((sum, { length }) => sum + length, 0)
  if (total === 0) return []
  return lengths
    .filter(({ length }) => length > 0)
    .map(({ id, length }) => ({ id, brotli: Math.round((brotli * length) / total) }))
    .sort((a, b) => b.brotli - a.brotli || a.id.localeCompare(b.id))
}

/** A chunk file's name without Vite's `-<hash>` and its folder (`assets/react-AbC12345.js` → `react.js`). */
export const chunkName = (fileName: string) => (fileName.split('/').pop() ?? fileName).replace(/-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)$/i, '$1')

/** A Vite plugin that records every chunk's modules into `into` (the build need not write). */
export function chunkModulesPlugin(root: string, into: ChunkModules[]): Plugin {
  return {
    name: 'bench-chunk-modules',
    // After Vite's own generateBundle, which writes the preload lists of dynamic imports into the code.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const lengths = Object.entries(output.modules).map(([id, module]) => ({ id: shortModuleId(id, root), length: module.renderedLength }))
        // A chunk of re-exports only: the build takes it out afterwards (scripts/web/facadeChunks.ts).
        if (!lengths.some(({ length }) => length > 0)) continue
        const brotli = brotliSize(Buffer.from(output.code))
        into.push({ chunk: chunkName(output.fileName), brotli, modules: moduleShares(brotli, lengths) })
      }
      },
    },
  }
}

/** Runs the client build once more, writing nothing, and returns every chunk's modules. */
export async function measureChunkModules(configFile: string, root: string): Promise<ChunkModules[]> {
  const { build } = await import('vite')
  const chunks: ChunkModules[] = []
  // A folder of its own, never emptied: nothing is written, and the product's build stays as it is.
  const outDir = join(root, '.data/bench/chunk-modules')
  await build({ configFile, logLevel: 'silent', build: { write: false, outDir, emptyOutDir: false }, plugins: [chunkModulesPlugin(root, chunks)] })
  return chunks
}
