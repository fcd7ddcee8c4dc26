/**
 * Takes the bundler's re-export chunks out of a client build. When a chunk group
 * (chunkGroups.ts) holds a module the app imports dynamically, Rolldown gives that import a chunk
 * of its own that only re-exports the module's exports from the group's chunk (Rolldown issue
 * #9729; Rollup instead imports the group's chunk and picks the exports): one more request, and
 * one more round trip, for each such import after a landing's paint. Here each dynamic import of
 * such a chunk imports the group's chunk and builds the same exports from it, the preload lists
 * and the manifest name the group's chunk, and the re-export chunk is deleted. Nothing else moves:
 * the group's chunk was loaded by that import already.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { MANIFEST_PATH, type Manifest } from './manifest'

/** A chunk that only re-exports another's exports. */
export interface FacadeChunk {
  /** Its file name in the assets folder. */
  file: string
  /** The chunk whose exports it re-exports, in the same folder. */
  target: string
  /** JavaScript that turns the target's module namespace `m` into the facade's exports, e.g. `({startApp:m.t})`. */
  exports: string
}

const NAME = '[A-Za-z_$][\\w$]*'
const SPECIFIER = '"\\./([^"/]+\\.js)"'
/** `export{t as startApp,n as default}from"./startApp-xxxxxxxx.js";` */
const RE_EXPORT = new RegExp(`^export\\s*\\{((?:\\s*${NAME}(?:\\s+as\\s+${NAME})?\\s*,?)*)\\}\\s*from\\s*${SPECIFIER};?\\s*$`)
/** `import{t as e}from"./react-xxxxxxxx.js";export default e();` (a CommonJS module's exports, evaluated on import). */
const DEFAULT_CALL = new RegExp(`^import\\s*\\{\\s*(${NAME})\\s+as\\s+(${NAME})\\s*\\}\\s*from\\s*${SPECIFIER};?\\s*export\\s+default\\s+(${NAME})\\(\\);?\\s*$`)

/** The facade a chunk's code is, if it is one: its whole code is one re-export or one CommonJS default. */
export function facadeOf(file: string, code: string): FacadeChunk | undefined {
  const reExport = RE_EXPORT.exec(code)
  if (reExport) {
    const names = reExport[1]!
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [local, exported = local] = part.split(/\s+as\s+/)
        return `${JSON.stringify(exported)}:m.${local}`
      })
    return { file, target: reExport[2]!, exports: `({${names.join(',')}})` }
  }
  const call = DEFAULT_CALL.exec(code)
  if (call && call[2] === call[4]) return { file, target: call[3]!, exports: `({default:m.${call[1]}()})` }
  return undefined
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A chunk's code with every dynamic import of a facade importing its target instead and building
 * the facade's exports from it; the preload lists' paths of the facades become their targets'.
 */
export function withoutFacades(code: string, facades: readonly FacadeChunk[]): string {
  let result = code
  for (const facade of facades) {
    const importCall = new RegExp(`import\\((["'\`])\\./${escape(facade.file)}\\1\\)`, 'g')
    result = result.replace(importCall, (_match, quote: string) => `import(${quote}./${facade.target}${quote}).then(m=>${facade.exports})`)
    result = result.replace(new RegExp(`(["'\`])assets/${escape(facade.file)}\\1`, 'g'), (_match, quote: string) => `${quote}assets/${facade.target}${quote}`)
  }
  return result
}

/** The manifest with each facade's file replaced by its target's. */
export function manifestWithoutFacades(manifest: Manifest, facades: readonly FacadeChunk[]): Manifest {
  const targets = new Map(facades.map((facade) => [`assets/${facade.file}`, `assets/${facade.target}`]))
  return Object.fromEntries(Object.entries(manifest).map(([key, chunk]) => [key, { ...chunk, file: targets.get(chunk.file) ?? chunk.file }]))
}

/**
 * Removes the facade chunks from a client build in `outDir` (its `assets` folder and manifest),
 * rewriting the chunks that import them. Returns the facades removed.
 */
export function removeFacadeChunks(outDir: string): FacadeChunk[] {
  const assets = join(outDir, 'assets')
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'))
  const codes = new Map(scripts.map((file) => [file, readFileSync(join(assets, file), 'utf8')]))
  // Only facades that are imported dynamically and nowhere statically: a static import needs the file.
  const importedStatically = (file: string) => [...codes.values()].some((code) => new RegExp(`(from|import)\\s*["'\`]\\./${escape(file)}["'\`]`).test(code))
  const facades = scripts.flatMap((file) => {
    const facade = facadeOf(file, codes.get(file)!)
    return facade && codes.has(facade.target) && !importedStatically(file) ? [facade] : []
  })
  if (facades.length === 0) return []
  for (const [file, code] of codes) {
    const rewritten = withoutFacades(code, facades)
    if (rewritten !== code) writeFileSync(join(assets, file), rewritten)
  }
  const manifestFile = join(outDir, MANIFEST_PATH)
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
    writeFileSync(manifestFile, JSON.stringify(manifestWithoutFacades(manifest, facades), null, 2))
  }
  for (const facade of facades) rmSync(join(assets, facade.file))
  return facades
}
