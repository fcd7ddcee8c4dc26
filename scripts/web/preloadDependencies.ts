/**
 * Shorter preload lists in the client build. Before each dynamic import Vite lists every chunk
 * the imported one needs, so the browser fetches them side by side (`__vite__mapDeps` at the top
 * of the importing chunk). It lists them all, also those the importing chunk itself imports
 * statically: those were loaded before the importing chunk's code could run, and Vite's preload
 * helper asks for nothing the page already has. The funnel chunk names react, the start and the
 * boot chunks before each of its thirty-odd templates, the start chunk names them again before
 * the funnel: some 2 KB brotli of file names on every landing that fetch nothing. Here a preload
 * list drops the chunks the importing chunk already imports (transitively); every other chunk
 * and every style sheet stay, so what loads, and when, is as before.
 */
import type { Plugin } from 'vite'

/** What the rule reads of a bundle: each chunk's static imports, by file name. */
export type StaticImports = ReadonlyMap<string, readonly string[]>

/** The chunks `host` imports statically, directly or through its imports (not itself, unless in a cycle). */
export function loadedWith(host: string, imports: StaticImports): Set<string> {
  const loaded = new Set<string>()
  const visit = (file: string) => {
    for (const next of imports.get(file) ?? []) {
      if (loaded.has(next)) continue
      loaded.add(next)
      visit(next)
    }
  }
  visit(host)
  return loaded
}

/** A dynamic import's JavaScript preload list without the chunks its importer already loaded. */
export function neededPreloads(host: string, deps: readonly string[], imports: StaticImports): string[] {
  const loaded = loadedWith(host, imports)
  return deps.filter((dep) => !loaded.has(dep))
}

/**
 * The plugin and the `build.modulePreload` option that go together: the plugin reads the
 * bundle's import graph just before Vite writes the preload lists, which then ask it.
 */
export function preloadDependencies(): { plugin: Plugin; modulePreload: { resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[] } } {
  let imports: StaticImports = new Map()
  return {
    plugin: {
      name: 'preload-dependencies',
      apply: 'build',
      generateBundle: {
        // Before Vite's own generateBundle, which writes the preload lists.
        order: 'pre',
        handler(_options, bundle) {
          imports = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output.imports] as const] : [])))
        },
      },
    },
    modulePreload: {
      // The HTML's own preload links are the entry's static imports: nothing loaded before them.
      resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' ? neededPreloads(hostId, deps, imports) : deps),
    },
  }
}
