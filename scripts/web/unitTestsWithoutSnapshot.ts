/**
 * CI runs the unit tests on a clean checkout, before anything builds the content snapshot
 * (`web/src/content/snapshot/`, gitignored). A developer's checkout usually has one from the last
 * `npm start`, so a test that leaned on it passed here and failed in CI. Under Vitest this plugin
 * points the snapshot module's globs at a folder that never exists, so every unit run sees what CI
 * sees; a test that needs a funnel index or content mocks `content/snapshot` with the seed's.
 */
import type { Plugin } from 'vite'

const SNAPSHOT_MODULE = /web\/src\/content\/snapshot\.ts$/
const SNAPSHOT_GLOB_DIR = './snapshot/'
const ABSENT_DIR = './snapshot-never-in-unit-tests/'

/** The snapshot module's source with its globs aimed at a folder that does not exist. */
const withoutSnapshot = (code: string): string => code.replaceAll(`'${SNAPSHOT_GLOB_DIR}`, `'${ABSENT_DIR}`).replaceAll(`'!${SNAPSHOT_GLOB_DIR}`, `'!${ABSENT_DIR}`)

/** Vite plugin (unit tests only). */
export function unitTestsWithoutSnapshot(): Plugin {
  return {
    name: 'unit-tests-without-snapshot',
    enforce: 'pre',
    transform: (code, id) => (SNAPSHOT_MODULE.test(id) ? withoutSnapshot(code) : undefined),
  }
}
