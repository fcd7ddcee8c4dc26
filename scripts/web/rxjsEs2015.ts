/**
 * RxJS names its ES2015 build under the `es2015` export condition only; without it the bundler
 * takes the `default` one, compiled down to ES5 with tslib's class helpers, though the client
 * build targets ES2022. @sanity/client (live content after a landing's paint) imports RxJS, so
 * its chunk carried the ES5 build. The client build and the prerender take the ES2015 files;
 * the unit tests and the dev server keep whatever Node and Vite resolve.
 */
import { realpathSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

// The real path, as the bundler names the files these import, so no module is loaded twice.
const ES2015_DIR = realpathSync(join(import.meta.dirname, '../../node_modules/rxjs/dist/esm'))

/** RxJS's entries and the ES2015 file each stands for (its package exports' `es2015` condition). */
export const RXJS_ES2015: Readonly<Record<string, string>> = {
  rxjs: join(ES2015_DIR, 'index.js'),
  'rxjs/operators': join(ES2015_DIR, 'operators/index.js'),
}

/** Vite plugin (builds only): resolves RxJS's entries to its ES2015 build. */
export function rxjsEs2015(): Plugin {
  return {
    name: 'rxjs-es2015',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => RXJS_ES2015[source],
  }
}
