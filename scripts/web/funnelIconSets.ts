/**
 * Each funnel's own content icons as a chunk of its own, so a landing loads the drawings its
 * funnel names (12 to 43 icons) instead of the whole vocabulary (about 85). The sets are derived
 * when the client is built, from the snapshot the build renders and prerenders
 * (web/src/content/snapshot/<funnel>.json), and their drawings come from the one source,
 * schemas/shared/iconNodes.ts. Without a snapshot (a clean checkout) there are no sets and every
 * icon comes from the whole set, loaded on demand (web/src/ui/iconNodeStore.ts).
 * A set is a module that adds its drawings to that store when it runs: the code that loads it
 * (the templates' registry, with the funnel area) carries no store.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { ICON_NODES } from '../../schemas/shared/iconNodes'
import { funnelIconNames } from '../icons/funnelIconNames'

/** The module the app imports: each funnel's key and a lazy import of its set. */
export const FUNNEL_ICON_SETS_ID = 'virtual:funnel-icon-sets'
const SET_PREFIX = 'virtual:funnel-icons/'
const resolved = (id: string) => `\0${id}`

/** The name of a funnel's set chunk (its file is `assets/<name>-<hash>.js`), which the prerender asks the manifest for. */
export const iconSetChunk = (funnelKey: string) => `${funnelKey}-icons`

/** The funnels of a snapshot folder and the icons each one's content names. */
export function snapshotIconSets(dir: string): Map<string, string[]> {
  if (!existsSync(dir)) return new Map()
  const files = readdirSync(dir).filter((file) => file.endsWith('.json') && file !== 'index.json')
  return new Map(files.map((file) => [file.slice(0, -'.json'.length), funnelIconNames(JSON.parse(readFileSync(join(dir, file), 'utf8')))]))
}

/** The index module's source: one lazy import per funnel. */
export function iconSetsIndexModule(keys: readonly string[]): string {
  const entries = keys.map((key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(SET_PREFIX + iconSetChunk(key))}),`)
  return `export default {\n${entries.join('\n')}\n}\n`
}

/** A set's module source: adds the named icons' drawings, copied from ICON_NODES, to the page's store. */
export function iconSetModule(names: readonly string[], store: string, nodes: Readonly<Record<string, unknown>> = ICON_NODES): string {
  return `import { addIconNodes } from ${JSON.stringify(store)}\naddIconNodes(${JSON.stringify(Object.fromEntries(names.map((name) => [name, nodes[name]])))})\n`
}

/**
 * The Vite plugin serving `virtual:funnel-icon-sets` and one `virtual:funnel-icons/<key>-icons` per
 * funnel of `snapshotDir`; each set adds itself to the store module `store` (ui/iconNodeStore.ts).
 */
export function funnelIconSets({ snapshotDir, store }: { snapshotDir: string; store: string }): Plugin {
  // Read when the build asks, not when the config loads: `npm start` writes the snapshot first.
  const sets = () => snapshotIconSets(snapshotDir)
  return {
    name: 'funnel-icon-sets',
    resolveId: (id) => (id === FUNNEL_ICON_SETS_ID || id.startsWith(SET_PREFIX) ? resolved(id) : undefined),
    load(id) {
      if (id === resolved(FUNNEL_ICON_SETS_ID)) return iconSetsIndexModule([...sets().keys()])
      if (!id.startsWith(resolved(SET_PREFIX))) return undefined
      const key = id.slice(resolved(SET_PREFIX).length, -iconSetChunk('').length)
      return iconSetModule(sets().get(key) ?? [], store)
    },
  }
}
