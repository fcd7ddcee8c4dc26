/**
 * `npm run bench`: builds the product and two reference pages (bare React, SurveyJS), serves all
 * three with the product's server, measures them (Lighthouse, bytes around the first paint,
 * heading paint, next-page clicks, content validation and query, the deep links and the INP walk
 * against the bench's own functions and auth emulators (benchEmulators.ts), generated 50- and 500-page
 * funnels, the back office's webhook-to-fulfilment latency and database share, the mail worker's
 * e-mails per second through the local SMTP catcher and its lag behind due time, 200 visitors'
 * events through saveLog on the functions emulator, saveLog's and getPaymentPrices' own costs beside
 * the other server calls' (the server costs section), the experiment report over 1 and 10 million
 * events and the statistics' full simulation) and prints the
 * report it writes to BENCHMARKS.md, each figure beside the one the committed BENCHMARKS.md had
 * (scripts/bench/previousFigures.ts). Never asserts a budget. One module
 * per measurement lives in scripts/bench/; this file runs them in order.
 *
 * `npm run bench` sets NODE_ENV=production before anything loads: the product's build sets it
 * when it is unset, and React loaded before the build (development) then met React loaded after
 * it (production) when the mail section rendered e-mails, and every e-mail failed.
 */
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './chromium'
import { functionsWorkerLimit } from './functionsWorkerLimit'
import { ROOT } from './settings'
import { buildSnapshot, type Snapshot } from './snapshot'
import { measureBytes, type ByteSplit } from './bench/bytes'
import { measureChunkModules, type ChunkModules } from './bench/chunkModules'
import { viteConfigFile } from './web/buildWeb'
import { measureBackOffice } from './bench/backOffice'
import { startBenchEmulators } from './bench/benchEmulators'
import { measureMail } from './bench/mail'
import { measureServerCosts } from './bench/serverCosts'
import { measureEventLoad } from './bench/eventLoad'
import { measureExperimentReports } from './bench/experimentReports'
import { queryTiming, validationTiming } from './bench/content'
import { generatedFunnelDocuments, generatedKey } from './bench/generatedFunnel'
import { measureHeadingPaint, type HeadingPaint } from './bench/headingPaint'
import { lakeClient, lakeSource, openBenchLake } from './bench/lake'
import { measureLighthouse } from './bench/lighthouse'
import { runInfo } from './bench/machine'
import { generatedClicks, landingClicks } from './bench/nextPage'
import { previousReport } from './bench/previousReport'
import { withPreviousFigures } from './bench/previousFigures'
import { INP_STEPS, measureInteractionToNextPaint } from './bench/interactionToNextPaint'
import { measurePublishedLanding } from './bench/publishedLanding'
import { report } from './bench/report'
import type { BenchResults, GrowthRow } from './bench/results'
import { buildProduct, buildReferences, serveSites } from './bench/sites'
import { BENCH_SNAPSHOT_DIR, withBenchSnapshot } from './bench/snapshot'
import { deepLinkTargets, landingTargets, referenceTargets } from './bench/targets'

/** Lighthouse runs per page: a median of 3 where budgets are judged, 1 mid-funnel (time). */
const LIGHTHOUSE_RUNS = { landing: 3, reference: 3, mid: 1 } as const
/**
 * Seconds into the run after which Lighthouse repeats no more runs: 34 runs take about 4 minutes
 * on an idle 2-core machine, and what follows about 2, so a busy machine still ends within 10.
 */
const LIGHTHOUSE_DEADLINE_S = 330
const HEADING_LOADS = 10
const DEMO_CLICKS = 50
const GENERATED_CLICKS = 60
/** The 500-page walk starts late in the funnel, where a length-dependent cost would show. */
const GENERATED_ENTRY = { 50: 1, 500: 400 } as const
const GENERATED_SIZES = [50, 500] as const

const started = performance.now()
const progress = (message: string) => console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`)
const run = runInfo()

const generatedKeys = new Set<string>(GENERATED_SIZES.map(generatedKey))
const lake = await openBenchLake(GENERATED_SIZES.flatMap((pages, index) => generatedFunnelDocuments(pages, 100 + index)))
const client = lakeClient(lake)
try {
  progress('snapshot from the bench lake')
  const snapshot = await buildSnapshot(lakeSource(client))
  if (snapshot.problems.length > 0) throw new Error(`The bench content is invalid:\n${snapshot.problems.join('\n')}`)
  const withoutGenerated: Snapshot = {
    site: { ...snapshot.site, funnels: snapshot.site.funnels.filter((funnel) => !generatedKeys.has(funnel.key)) },
    funnels: snapshot.funnels.filter(({ funnel }) => !generatedKeys.has(funnel.key)),
  }
  progress('building the product')
  let chunkModules: ChunkModules[] | undefined
  const productMs = await withBenchSnapshot(snapshot, withoutGenerated, async () => {
    const ms = await buildProduct(lake)
    progress('the modules in each chunk')
    chunkModules = await measureChunkModules(viteConfigFile, ROOT)
    return ms
  })
  progress('building the reference pages')
  const buildMs = { product: productMs, ...(await buildReferences()) }
  const { sites, close } = await serveSites(buildMs)
  try {
    const funnels = withoutGenerated.funnels
    const landings = landingTargets(funnels, sites.product)
    const mids = deepLinkTargets(funnels, sites.product)
    const references = referenceTargets(sites)

    // Node-side timings first, while nothing else runs.
    progress('content validation and queries')
    const realKeys = funnels.map(({ funnel }) => funnel.key)
    const snapshotValidation = { ...(await validationTiming(BENCH_SNAPSHOT_DIR, realKeys, 200)), funnels: realKeys.length }
    const query = { ...(await queryTiming(client, 'leadership', 30)), key: 'leadership' }
    const growthContent = []
    for (const pages of GENERATED_SIZES) {
      growthContent.push({
        pages,
        validation: await validationTiming(BENCH_SNAPSHOT_DIR, [generatedKey(pages)], 50),
        // The whole snapshot a build with this funnel validates: the real funnels and it.
        wholeSnapshot: await validationTiming(BENCH_SNAPSHOT_DIR, [...realKeys, generatedKey(pages)], 50),
        query: await queryTiming(client, generatedKey(pages), 15),
      })
    }

    // The paywalls' prices and plan choice need the functions: the bench's own emulators (about 30 s to start), from Lighthouse to the INP walk.
    const emulators = await startBenchEmulators(lake.url, progress)
    // Lighthouse starts its own Chromium; Playwright's starts after it is gone, so they never share the two cores.
    const plan = [...landings, ...references, ...mids].map((target) => ({ target, runs: LIGHTHOUSE_RUNS[target.kind] }))
    progress(`Lighthouse: ${plan.reduce((sum, { runs }) => sum + runs, 0)} runs`)
    const lighthouse = await measureLighthouse(plan, started + LIGHTHOUSE_DEADLINE_S * 1000)
    if (lighthouse.error) console.error(lighthouse.error)
    // After the landings were measured as built; the published document is put back before anything else reads it.
    progress('a landing after a publish since the build')
    const publishedLanding = await measurePublishedLanding(client, funnels, sites.product, LIGHTHOUSE_RUNS.landing)

    // In-process and CPU-bound (under 2 minutes): after Lighthouse's deadline, before Playwright's Chromium.
    const backOffice = await measureBackOffice((query, params) => client.fetch(query, params), 'the bench lake through @sanity/client', progress)
    // In-process too (about 50 s, most of it the lag window at the worker loop's real pace).
    const mail = await measureMail((query, params) => client.fetch(query, params), 'the bench lake through @sanity/client', progress)
    // In-process too (about 45 s): saveLog and getPaymentPrices on both engines, and the browser's side of the paywall and checkout
    // steps in a Chromium of its own, closed before Playwright's starts; the section reads backOffice and mail too.
    const serverCosts = await measureServerCosts((query, params) => client.fetch(query, params), 'the bench lake through @sanity/client', progress, { productUrl: sites.product.url })
    // Its own processes (vitest, the emulators; about 75 s), before Playwright's Chromium.
    const eventLoad = await measureEventLoad([functionsWorkerLimit()], progress)
    // In-process (about 2 minutes, most of it writing and reading the 10-million-event trail).
    const experimentReports = await measureExperimentReports(progress)

    const browser: Browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
    try {
      progress('bytes before and after the first paint')
      const bytes: ByteSplit[] = []
      for (const target of [...landings, ...mids, ...references]) bytes.push(await measureBytes(browser, target))
      progress(`heading paint, ${HEADING_LOADS} loads per page`)
      const headingPaint: HeadingPaint[] = []
      for (const target of [...landings, ...references]) headingPaint.push(await measureHeadingPaint(browser, target, HEADING_LOADS))
      progress('next-page clicks')
      const nextPage = []
      const demo = funnels.find(({ funnel }) => funnel.key === 'demo')
      const demoButton = demo?.pages[0]?.buttonText?.en
      if (demo && demoButton) nextPage.push(await landingClicks(browser, sites.product.url + demo.funnel.basePath, demoButton, DEMO_CLICKS))
      progress('interaction to next paint')
      const inp = await measureInteractionToNextPaint(browser, sites.product.url, funnels.map(({ funnel, pages }) => ({ key: funnel.key, basePath: funnel.basePath, pages })), INP_STEPS, progress)
      await emulators.close()
      const growth: GrowthRow[] = []
      for (const { pages, validation, wholeSnapshot, query: growthQuery } of growthContent) {
        const clicks = await generatedClicks(browser, sites.product.url, pages, GENERATED_ENTRY[pages], GENERATED_CLICKS)
        growth.push({ pages, nextPage: clicks, validation, wholeSnapshot, query: growthQuery })
      }
      const results: BenchResults = {
        run,
        chromium: browser.version(),
        buildMs,
        lighthouse,
        lighthouseDeadlineS: LIGHTHOUSE_DEADLINE_S,
        bytes,
        chunkModules,
        headingPaint,
        nextPage,
        inp,
        snapshotValidation,
        query,
        growth,
        backOffice,
        mail,
        serverCosts,
        eventLoad,
        experimentReports,
        publishedLanding,
        wallMs: performance.now() - started,
        loadAtEnd: loadavg()[0]!,
      }
      // Read before it is overwritten: each figure of this run beside the committed run's.
      const markdown = withPreviousFigures(report(results), previousReport())
      writeFileSync(join(ROOT, 'BENCHMARKS.md'), markdown)
      console.log(markdown)
      progress('written to BENCHMARKS.md')
    } finally {
      await browser.close()
    }
  } finally {
    await close()
  }
} finally {
  await lake.close()
}

