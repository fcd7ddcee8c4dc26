/**
 * Reading the client build's manifest (`.vite/manifest.json`): which files a source module's
 * chunk and its static imports are, so the landing can ask for them with the entry script.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface ManifestChunk {
  file: string
  name?: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
  isDynamicEntry?: boolean
}
export type Manifest = Record<string, ManifestChunk>

export const MANIFEST_PATH = '.vite/manifest.json'

export function readManifest(outDir: string): Manifest {
  const path = join(outDir, MANIFEST_PATH)
  if (!existsSync(path)) throw new Error(`No build manifest at ${path}; the client build must run with build.manifest`)
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest
}

export interface ChunkFiles {
  /** JavaScript to fetch beside the entry. */
  modules: string[]
  /** Stylesheets the chunks bring, needed before the first paint of markup that uses them. */
  styles: string[]
}

/**
 * The files of the named chunks (a source path as the manifest keys it, or a chunk's name when
 * the bundler merged its source into a shared chunk) and of everything they import statically,
 * minus what the entry already loads (index.html asks for those itself). URLs are absolute.
 * By name, the chunk the app's dynamic import asks for comes first: when a chunk group
 * (chunkGroups.ts) holds that module, the bundler gives the import a small chunk that re-exports
 * it from the group's; unless the build removed it (facadeChunks.ts), both are wanted.
 */
export function chunkFiles(manifest: Manifest, chunks: readonly string[]): ChunkFiles {
  const entryKeys = new Set<string>()
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return
    into.add(key)
    for (const imported of manifest[key].imports ?? []) walk(imported, into)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, entryKeys)
  const keys = new Set<string>()
  for (const wanted of chunks) {
    const named = Object.keys(manifest).filter((candidate) => manifest[candidate]!.name === wanted && !manifest[candidate]!.isEntry)
    const key = manifest[wanted] ? wanted : (named.find((candidate) => manifest[candidate]!.isDynamicEntry) ?? named[0])
    if (!key) throw new Error(`The build manifest has no chunk for ${wanted}`)
    walk(key, keys)
  }
  const wanted = [...keys].filter((key) => !entryKeys.has(key)).map((key) => manifest[key]!)
  return {
    // A dynamic import's chunk can be its group's (facadeChunks.ts): one file under two keys.
    modules: [...new Set(wanted.map((chunk) => `/${chunk.file}`))],
    styles: [...new Set(wanted.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
  }
}

/**
 * componentType → its template's source as the manifest names it: each folder of `templatesDir`
 * that holds a `Template.tsx`, the convention the registry (web/src/templates/registry.ts) reads.
 */
export function templateSources(templatesDir: string): Record<string, string> {
  const sources: Record<string, string> = {}
  for (const entry of readdirSync(templatesDir, { withFileTypes: true })) {
    if (entry.isDirectory() && existsSync(join(templatesDir, entry.name, 'Template.tsx'))) sources[entry.name] = `src/templates/${entry.name}/Template.tsx`
  }
  return sources
}
