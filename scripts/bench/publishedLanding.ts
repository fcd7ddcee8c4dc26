/**
 * Issue 28 item 5: a landing visited after a publish since the build. The product was built from
 * a snapshot of the bench lake; this publishes a change to one page of one funnel in that lake
 * (a real document write through @sanity/client, as a copywriter's publish is), so every visitor's
 * live answer differs from the snapshot: the app loads the content schemas, validates the changed
 * document and renders the new copy on the landing's main thread. Lighthouse measures that landing
 * (its default storage reset makes each run a first visit, which fetches the live answer), and a
 * Playwright visit checks that the published text is what the visitor ends up reading. The lake
 * document is put back at its own revision afterwards, so later sections see the seeded content
 * and its revisions (the app's "nothing changed" path), not a document republished with equal text.
 */
import { chromium } from '@playwright/test'
import type { SanityClient } from '@sanity/client'
import type { FunnelContent } from '../../schemas/content/schema'
import { CHROMIUM_ARGS, chromiumPath } from '../chromium'
import { measureLighthouse, type LighthouseRow } from './lighthouse'
import { breakdownOf, longTasksOf, medianRunIndex, type LongTask, type MainThreadGroup } from './publishedLandingAudits'
import type { Site } from './sites'
import { landingTargets, type Target } from './targets'

export interface PublishedLandingResults {
  /** The funnel, the document published and its field, and the text the publish put there. */
  funnelKey: string
  documentId: string
  field: string
  text: string
  lighthouse: LighthouseRow
  /** Each run's TBT in run order: the median hides how far apart they were on a busy machine. */
  tbtRuns: number[]
  /** Lighthouse's long tasks (simulated timings) of the run whose TBT is the median. */
  longTasks: LongTask[]
  /** Lighthouse's main-thread work by category, same run. */
  mainThread: MainThreadGroup[]
  /** A Playwright visit's heading after the live answer: whether it shows the published text, and the content source the app reports. */
  shown: { published: boolean; heading: string; source: string } | { error: string }
  error?: string
}

/** The funnel whose landing is measured: it has a theme, a logo and an illustration, the fullest landing. */
export const PUBLISHED_FUNNEL = 'leadership'

/** Appended to the page's English title: visibly new copy of about the same length. */
export const PUBLISHED_SUFFIX = ' (updated)'
const SHOWN_TIMEOUT_MS = 15_000

interface Publish {
  documentId: string
  field: string
  text: string
  /** Puts the document back as it was, at its own revision. */
  restore(): Promise<void>
}

/** Publishes a changed English title on the funnel's page `pageIndex` (0: the landing). */
export async function publishTitle(client: SanityClient, content: FunnelContent, pageIndex = 0): Promise<Publish> {
  const page = content.pages[pageIndex]
  if (!page) throw new Error(`${content.funnel.key} has no page ${pageIndex}`)
  const original = await client.getDocument<Record<string, unknown> & { _id: string; _type: string; _rev: string }>(page._id)
  if (!original) throw new Error(`The lake has no document ${page._id}`)
  const title = (original.title as { en?: unknown } | undefined)?.en
  if (typeof title !== 'string') throw new Error(`${page._id} has no English title`)
  const text = title + PUBLISHED_SUFFIX
  await client.patch(page._id).set({ 'title.en': text }).commit()
  return {
    documentId: page._id,
    field: 'title.en',
    text,
    // The original's revision as the transaction id: the document is the snapshot's twin again, revision included.
    restore: async () => void (await client.mutate([{ createOrReplace: original }], { transactionId: original._rev })),
  }
}

/** What the visitor reads once the live answer is in: the heading, and the app's content source. */
async function visit(target: Target, text: string): Promise<PublishedLandingResults['shown']> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage()
    await page.goto(target.url)
    // Typeset copy holds no-break spaces: compare with whitespace collapsed, as a reader sees it.
    const published = await page
      .waitForFunction(({ selector, expected }) => document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() === expected, { selector: target.heading, expected: text.replace(/\s+/g, ' ').trim() }, { timeout: SHOWN_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false)
    const heading = page.locator(target.heading).first()
    const source = (await page.locator('[data-content-source]').first().getAttribute('data-content-source', { timeout: 1000 }).catch(() => null)) ?? '(none)'
    return { published, heading: (await heading.textContent())?.replace(/\s+/g, ' ').trim() ?? '', source }
  } catch (error) {
    return { error: (error as Error).message.split('\n')[0]! }
  } finally {
    await browser.close()
  }
}

/**
 * Publishes the changed title of page `pageIndex` of `PUBLISHED_FUNNEL` (as built: `funnels` is
 * the snapshot), measures that funnel's landing on `product` (`runs` Lighthouse runs, median),
 * visits it once with Playwright, and restores the document whatever happened. Lighthouse's
 * Chromium is gone before Playwright's starts.
 */
export async function measurePublishedLanding(client: SanityClient, funnels: readonly FunnelContent[], product: Site, runs = 3, pageIndex = 0): Promise<PublishedLandingResults | undefined> {
  const content = funnels.find(({ funnel }) => funnel.key === PUBLISHED_FUNNEL)
  if (!content) return undefined
  const target = landingTargets([content], product)[0]!
  const base = { funnelKey: content.funnel.key, documentId: content.pages[pageIndex]?._id ?? '', field: 'title.en', text: '' }
  const empty = { lighthouse: { target, runs: 0 }, tbtRuns: [], longTasks: [], mainThread: [] }
  let publish: Publish
  try {
    publish = await publishTitle(client, content, pageIndex)
  } catch (error) {
    const message = (error as Error).message
    return { ...base, ...empty, shown: { error: 'not published' }, error: `The publish failed: ${message}` }
  }
  try {
    const perRun: { tbt: number; longTasks: LongTask[]; mainThread: MainThreadGroup[] }[] = []
    const lighthouse = await measureLighthouse([{ target, runs }], Infinity, (lhr) =>
      perRun.push({ tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN, longTasks: longTasksOf(lhr), mainThread: breakdownOf(lhr) }),
    )
    const median = perRun[medianRunIndex(perRun.map((run) => run.tbt))]
    const shown = await visit(target, publish.text)
    return { ...base, documentId: publish.documentId, text: publish.text, lighthouse: lighthouse.rows[0] ?? empty.lighthouse, tbtRuns: perRun.map((run) => run.tbt), longTasks: median?.longTasks ?? [], mainThread: median?.mainThread ?? [], shown, ...(lighthouse.error ? { error: lighthouse.error } : {}) }
  } finally {
    await publish.restore()
  }
}
