/**
 * `npm run bench`: prints the numbers DESIGN.md budgets, measured, never asserted.
 * - JavaScript (gzip) a visitor downloads before each funnel's landing is painted (budget 110 KB),
 *   and what loads after it (the visitor platform, Firebase)
 * - zod validation of the whole snapshot (budget 20 ms)
 * - Next click to the next page's heading in the DOM, p95 (budget 50 ms)
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { funnelContentSchema } from '../schemas/content/schema'
import { buildWeb } from './web/buildWeb'
import { serveWeb } from './web/serveWeb'
import { CHROMIUM_ARGS, chromiumPath } from './chromium'
import { resolveContentSource } from './contentSource'
import { seedDocuments } from '../seed/dataset'
import { openLakeOrExit } from './lake/openLake'
import { ROOT } from './settings'
import { buildSnapshot, writeSnapshot } from './snapshot'

const distDir = join(ROOT, '.data/bench/dist')
const port = 4180
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!

const snapshot = await buildSnapshot(await resolveContentSource())
const { funnels, problems } = snapshot
if (problems.length > 0) throw new Error(problems.join('\n'))
writeSnapshot(snapshot)
// Live content on, as a visitor gets it: the build points at a local lake of its own.
const lake = await openLakeOrExit({ port: 3950, dataDir: join(ROOT, '.data/bench/lake'), initialDocuments: () => seedDocuments() })
process.env.VITE_SANITY_API_HOST = lake.url
await buildWeb({ outDir: distDir })
const server = await serveWeb({ dir: distDir, port })
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })

/**
 * Records in the page when the landing is first painted: the start of the first frame after its
 * heading entered the DOM (that frame paints it). Scripts requested before that moment are what
 * the landing's first paint waited for; the rest (the visitor platform, Firebase, the next
 * page's template) loads after it.
 * A string, not a function: the TypeScript loader would wrap a function in helpers the page lacks.
 */
const markLandingPainted = `(() => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('main h1')) return
    observer.disconnect()
    requestAnimationFrame(() => { window.landingPaintedAt = performance.now() })
  })
  observer.observe(document, { subtree: true, childList: true })
})()`

console.log('\nLanding route JavaScript, gzip (budget 110 KB before the landing is painted):')
for (const { funnel } of funnels) {
  const page = await browser.newPage()
  await page.addInitScript(markLandingPainted)
  await page.goto(`http://localhost:${port}${funnel.basePath}`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1 }).waitFor()
  const { paintedAt, scripts } = await page.evaluate(() => ({
    paintedAt: (window as unknown as { landingPaintedAt?: number }).landingPaintedAt ?? Infinity,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
  }))
  if (process.env.BENCH_FILES) console.log(`    landing painted at ${paintedAt.toFixed(0)} ms`)
  const size = (path: string) => gzipSync(readFileSync(join(distDir, path))).length
  const before = scripts.filter((script) => script.startTime < paintedAt)
  const after = scripts.filter((script) => script.startTime >= paintedAt)
  const kb = (list: typeof scripts) => (list.reduce((sum, script) => sum + size(script.path), 0) / 1024).toFixed(1).padStart(6)
  console.log(`  ${funnel.basePath.padEnd(16)} ${kb(before)} KB in ${before.length} files before; ${kb(after)} KB in ${after.length} after`)
  // BENCH_FILES=1 lists each file, to see what a change added to the landing route.
  if (process.env.BENCH_FILES) for (const script of scripts) console.log(`    ${(size(script.path) / 1024).toFixed(1).padStart(6)} KB ${script.startTime < paintedAt ? 'before' : 'after '} ${script.path}`)
  await page.close()
}

const raw = funnels.map(({ funnel }) => JSON.parse(readFileSync(join(ROOT, 'web/src/content/snapshot', `${funnel.key}.json`), 'utf8')) as unknown)
const timings = Array.from({ length: 200 }, () => {
  const started = performance.now()
  for (const content of raw) funnelContentSchema.parse(content)
  return performance.now() - started
})
console.log(`\nzod validation of the whole snapshot (${raw.length} funnel(s), budget 20 ms): median ${percentile(timings, 50).toFixed(2)} ms, p95 ${percentile(timings, 95).toFixed(2)} ms`)

const page = await browser.newPage()
const demo = funnels.find(({ funnel }) => funnel.key === 'demo')
if (demo) {
  const clicks: number[] = []
  for (let i = 0; i < 30; i++) {
    await page.goto(`http://localhost:${port}/demo`)
    await page.getByRole('button', { name: 'Start the demo' }).waitFor()
    clicks.push(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const before = document.querySelector('h1')?.textContent
            const started = performance.now()
            const observer = new MutationObserver(() => {
              if (document.querySelector('h1')?.textContent !== before) {
                observer.disconnect()
                resolve(performance.now() - started)
              }
            })
            observer.observe(document.body, { subtree: true, childList: true, characterData: true })
            document.querySelector<HTMLButtonElement>('.landing button')?.click()
          }),
      ),
    )
  }
  console.log(`Next click to next page's heading in the DOM (budget p95 50 ms): median ${percentile(clicks, 50).toFixed(1)} ms, p95 ${percentile(clicks, 95).toFixed(1)} ms over ${clicks.length} clicks`)
}

await browser.close()
await server.close()
await lake.close()
