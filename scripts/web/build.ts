/** `npm run build`: the production build with prerendered landings into dist/ (after `npm run snapshot`). */
import { join } from 'node:path'
import { BrowserConfigError } from '../../web/src/platform/config/checkBrowserConfig'
import { ROOT } from '../settings'
import { buildWebAtomically } from './buildWebAtomically'
import type { PrerenderReport } from './prerender'

const outDir = process.env.WEB_OUT_DIR ?? join(ROOT, 'dist')
let reports: PrerenderReport[]
try {
  reports = await buildWebAtomically({ outDir })
} catch (error) {
  // A configuration problem is the reader's to fix, not a crash: its message says what, no stack.
  if (!(error instanceof BrowserConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}
for (const report of reports)
  console.log(`${report.funnel}: landing prerendered, ${report.alternatives} alternative(s)${report.landingTests.length > 0 ? ` (tests: ${report.landingTests.join(', ')})` : ''}`)
console.log(`Built into ${outDir}`)
