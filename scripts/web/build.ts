/** `npm run build`: the production build with prerendered landings into dist/ (after `npm run snapshot`). */
import { join } from 'node:path'
import { BrowserConfigError } from '../../web/src/platform/config/checkBrowserConfig'
import { ROOT } from '../settings'
import { buildWebAtomically } from './buildWebAtomically'
import type { PrerenderResult } from './prerender'

const outDir = process.env.WEB_OUT_DIR ?? join(ROOT, 'dist')
let result: PrerenderResult
try {
  result = await buildWebAtomically({ outDir })
} catch (error) {
  // A configuration problem is the reader's to fix, not a crash: its message says what, no stack.
  if (!(error instanceof BrowserConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}
for (const funnel of new Set(result.pages.map((report) => report.funnel))) {
  const pages = result.pages.filter((report) => report.funnel === funnel)
  const alternatives = pages.reduce((sum, report) => sum + report.alternatives, 0)
  const landing = pages[0]!
  const tests = landing.pageTests.length > 0 ? ` (tests: ${landing.pageTests.join(', ')})` : ''
  console.log(`${funnel}: ${pages.length} pages prerendered, ${alternatives} alternatives in all; landing ${landing.alternatives} alternative(s)${tests}`)
}
if (result.skipped.length > 0) console.log(`Drawn by the app for every visitor (no HTML fits the default one): ${result.skipped.join(', ')}`)
console.log(`Built into ${outDir}`)
