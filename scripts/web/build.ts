/** `npm run build`: the production build with prerendered landings into dist/ (after `npm run snapshot`). */
import { join } from 'node:path'
import { ROOT } from '../settings'
import { buildWebAtomically } from './buildWebAtomically'

const outDir = process.env.WEB_OUT_DIR ?? join(ROOT, 'dist')
for (const report of await buildWebAtomically({ outDir }))
  console.log(`${report.funnel}: landing prerendered, ${report.alternatives} alternative(s)${report.landingTests.length > 0 ? ` (tests: ${report.landingTests.join(', ')})` : ''}`)
console.log(`Built into ${outDir}`)
