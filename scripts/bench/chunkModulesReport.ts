/** BENCHMARKS.md's section on the modules in the chunks the landings load after their paint (chunkModules.ts). */
import type { ByteSplit } from './bytes'
import type { ChunkModules } from './chunkModules'
import { kb, table } from './format'

/** The JavaScript files any landing asked for after its paint, by the name afterPaint.ts gives them, once each. */
export function afterPaintChunks(rows: readonly ByteSplit[]): string[] {
  const names = rows
    .filter((row) => row.target.kind === 'landing' && !row.error)
    .flatMap((row) => row.afterPaint?.kinds.find((count) => count.kind === 'JS chunks')?.names ?? [])
  return [...new Set(names)]
}

/** One row per after-paint chunk, largest first: its size, how many landings load it, and its top modules. */
export function chunkModulesSection(rows: readonly ByteSplit[], chunks: readonly ChunkModules[] | undefined, top = 6): string {
  const heading = '## 3c. After the first paint: the modules in each JavaScript chunk (brotli)'
  if (!chunks) return `${heading}\n\nNot measured.`
  const landings = rows.filter((row) => row.target.kind === 'landing' && !row.error)
  const loadedBy = (chunk: string) => landings.filter((row) => row.afterPaint?.kinds.some((count) => count.kind === 'JS chunks' && count.names.includes(chunk))).length
  const lines = afterPaintChunks(rows)
    .flatMap((name) => chunks.filter((chunk) => chunk.chunk === name))
    .sort((a, b) => b.brotli - a.brotli)
    .map((chunk) => [chunk.chunk, kb(chunk.brotli), `${loadedBy(chunk.chunk)}/${landings.length}`, chunk.modules.slice(0, top).map((module) => `${module.id} ${kb(module.brotli)}`).join(', ')])
  return `${heading}

${table(['Chunk', 'Brotli', 'Landings loading it', `Largest modules (of ${top})`], lines)}

The client build run again without writing, each chunk's modules read from the bundler: a chunk's brotli size is its emitted code with its preload lists (within a few bytes of the served file section 3b sizes), a module's is its share in proportion to the length of its code in the chunk (an estimate).`
}
