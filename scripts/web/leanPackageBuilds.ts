/**
 * A package the visitor app loads after a landing's paint publishes a leaner build than the one
 * its package exports give the bundler: RxJS (imported by @sanity/client, live content) names its
 * ES2015 build under the `es2015` export condition only; the `default` one is compiled down to
 * ES5 with tslib's class helpers, though the client build targets ES2022 (1.4 KB brotli).
 * The client build and the prerender take the lean files; the unit tests and the dev server keep
 * what Node and Vite resolve.
 */
import { realpathSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

// Real paths, as the bundler names the files these import, so no module is loaded twice.
const packageDir = (path: string) => realpathSync(join(import.meta.dirname, '../../node_modules', path))
const RXJS = packageDir('rxjs/dist/esm')

/** Each package entry the app's bundle imports and the lean file it stands for. */
export const LEAN_PACKAGE_BUILDS: Readonly<Record<string, string>> = {
  rxjs: join(RXJS, 'index.js'),
  'rxjs/operators': join(RXJS, 'operators/index.js'),
}

/** Vite plugin (builds only): resolves those entries to their lean builds. */
export function leanPackageBuilds(): Plugin {
  return {
    name: 'lean-package-builds',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => LEAN_PACKAGE_BUILDS[source],
  }
}
