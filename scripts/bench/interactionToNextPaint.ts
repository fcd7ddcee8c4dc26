/**
 * Item 3 of issue 28: Interaction to Next Paint on a slow phone. Each funnel is walked from its
 * landing as a visitor would (answers, interstitials, the paywall's plans), in a fresh context
 * with 4x CPU throttling; an init script records Event Timing entries (durationThreshold 16,
 * buffered) and the pointerdown of every tap the walk makes, tagged with the page it was made on.
 * The pure part (kinds, grouping by interactionId, percentiles) is inpStats.ts.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test'
import { pageRoute } from '../../web/src/funnel/paths'
import { groupInteractions, tapKind, tapLatencies, type EventEntry, type Tap, type TapKind } from './inpStats'

/** Chrome DevTools' "4x slowdown": a mid-range phone on a fast laptop. */
export const CPU_THROTTLING_RATE = 4
/** Pages a visitor moves on from, per funnel, unless the funnel ends sooner. */
export const INP_STEPS = 50
/** A visitor reads before tapping; tapping the instant a page shows would measure a robot. */
const READ_PAUSE_MS = 300
const STEP_TIMEOUT_MS = 15_000
/** Longer than any calculation page's steps (about 5 s in the seed). */
const CALCULATION_TIMEOUT_MS = 20_000
/** The paywall's prices come from getPaymentPrices; on the emulators, behind the visit's events, they may take a while. */
const PRICES_TIMEOUT_MS = 60_000
/** Templates only a buyer sees: the walk ends before them (it never pays). */
const AFTER_PURCHASE = new Set(['congrats', 'registration', 'waitingRoom'])

/** A page of a funnel, as the walk needs it. */
export interface WalkPage {
  key: string
  path?: string
  componentType: string
}

export interface WalkFunnel {
  key: string
  basePath: string
  pages: readonly WalkPage[]
}

/** What a tap was made on. */
export interface TapTag {
  funnel: string
  path: string
  componentType: string
  kind: TapKind
}

export interface MeasuredTap extends TapTag {
  /** Milliseconds; DURATION_THRESHOLD_MS where Event Timing reported nothing (faster). */
  latency: number
  reported: boolean
}

export interface InpFunnelWalk {
  key: string
  /** Pages moved on from. */
  steps: number
  /** Why the walk stopped before INP_STEPS (the paywall, the funnel's end), or an error. */
  end: string
  error?: string
  /** The paywall's state when the walk reached it: prices shown, or the prices error. */
  paywall?: 'prices' | 'pricesError'
}

export interface InpResults {
  cpuThrottlingRate: number
  steps: number
  readPauseMs: number
  taps: MeasuredTap[]
  funnels: InpFunnelWalk[]
}

/** The page's recorder. A string: the TypeScript loader would wrap a function in helpers the page lacks. */
const RECORDER = `(() => {
  const state = { entries: [], taps: [], tag: null }
  window.__inp = state
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) state.entries.push({ interactionId: e.interactionId, name: e.name, startTime: e.startTime, duration: e.duration })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  addEventListener('pointerdown', (event) => {
    if (state.tag) state.taps.push({ at: event.timeStamp, tag: state.tag })
    state.tag = null
  }, { capture: true })
})()`

interface Recorded {
  entries: EventEntry[]
  taps: Tap<TapTag>[]
}

async function tap(page: Page, target: Locator, tag: TapTag, action: 'click' | 'check' = 'click'): Promise<void> {
  await page.evaluate(`window.__inp.tag = ${JSON.stringify(tag)}`)
  if (action === 'check') await target.check({ timeout: STEP_TIMEOUT_MS })
  else await target.click({ timeout: STEP_TIMEOUT_MS })
}

const pathname = (page: Page) => new URL(page.url()).pathname.replace(/\/+$/, '') || '/'

/** The page of `path` is shown and React owns it (a prerendered landing is visible before it hydrates). */
async function pageReady(page: Page, path: string): Promise<void> {
  const shown = page.locator(`[data-page-path="${path}"]`)
  await shown.waitFor({ timeout: STEP_TIMEOUT_MS })
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: STEP_TIMEOUT_MS })
  const deadline = Date.now() + STEP_TIMEOUT_MS
  while (!(await shown.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))))) {
    if (Date.now() > deadline) throw new Error(`${path} was never hydrated`)
    await page.waitForTimeout(20)
  }
}

async function movedOn(page: Page, from: string): Promise<void> {
  const deadline = Date.now() + STEP_TIMEOUT_MS
  while (pathname(page) === from) {
    if (Date.now() > deadline) throw new Error(`${from} did not move on within ${STEP_TIMEOUT_MS} ms`)
    await page.waitForTimeout(20)
  }
}

/** Answers the current page as the end-to-end walk does (tests/e2e/fixtures/walk.ts), every tap tagged. */
async function answer(page: Page, tag: TapTag): Promise<void> {
  const main = page.getByRole('main')
  const dialog = page.getByRole('dialog')
  // The calculation shows its question after its steps: wait them out (no fake clock: it would skew the timings).
  if ((await main.getByRole('progressbar').count()) > 0 && (await main.locator('.primary-button').count()) === 0) await dialog.waitFor({ timeout: CALCULATION_TIMEOUT_MS })
  if (await dialog.isVisible()) return tap(page, dialog.getByRole('button').first(), tag)
  if ((await main.getByRole('checkbox').count()) > 0) {
    const boxes = main.getByRole('checkbox')
    await tap(page, boxes.nth(0), tag, 'check')
    await tap(page, boxes.nth(Math.min(1, (await boxes.count()) - 1)), tag, 'check')
    return tap(page, main.locator('.primary-button').last(), tag)
  }
  const email = main.getByRole('textbox', { name: /e-mail/i })
  if ((await email.count()) > 0) {
    await email.fill('anna@example.com')
    return tap(page, main.locator('button[type=submit]'), tag)
  }
  if ((await main.getByRole('radio').count()) > 0) {
    const radios = main.getByRole('radio')
    const before = pathname(page)
    await tap(page, radios.nth(Math.min(1, (await radios.count()) - 1)).locator('xpath=ancestor::label[1]'), tag)
    // A pointer choice that moves on does so inside the click; otherwise Continue is next.
    if ((await page.evaluate('location.pathname')) === before) await tap(page, main.locator('.primary-button').last(), tag)
    return
  }
  return tap(page, main.locator('.primary-button').last(), tag)
}

/** The paywall: waits for its prices (or their error), then chooses each other plan, then the first again. */
async function choosePlans(page: Page, tag: TapTag): Promise<'prices' | 'pricesError'> {
  const deadline = Date.now() + PRICES_TIMEOUT_MS
  for (;;) {
    if (await page.locator('.paywall-pricing-error').isVisible()) return 'pricesError'
    if ((await page.locator('.plan-card').count()) > 0 && (await page.locator('.plan-price[aria-busy]').count()) === 0) break
    if (Date.now() > deadline) throw new Error('the paywall showed neither prices nor their error')
    await page.waitForTimeout(50)
  }
  const cards = page.locator('.plan-card:not([data-unavailable])')
  const count = await cards.count()
  const order = [...Array.from({ length: count }, (_, index) => index), 0]
  for (const index of order) {
    if (await cards.nth(index).locator('input').isChecked()) continue
    await page.waitForTimeout(READ_PAUSE_MS)
    await tap(page, cards.nth(index), tag)
  }
  return 'prices'
}

async function walk(context: BrowserContext, baseUrl: string, funnel: WalkFunnel, steps: number): Promise<{ walk: InpFunnelWalk; recorded: Recorded }> {
  const byRoute = new Map(funnel.pages.map((page) => [pageRoute(funnel.basePath, page), page]))
  const page = await context.newPage()
  const result: InpFunnelWalk = { key: funnel.key, steps: 0, end: `${steps} steps` }
  try {
    await page.addInitScript({ content: RECORDER })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE })
    await page.goto(baseUrl + funnel.basePath)
    try {
      while (result.steps < steps) {
        const path = pathname(page)
        const shown = byRoute.get(path)
        if (!shown) throw new Error(`${path} is no page of ${funnel.key}`)
        if (AFTER_PURCHASE.has(shown.componentType)) {
          result.end = `${shown.componentType} (after purchase)`
          break
        }
        await pageReady(page, path)
        await page.waitForTimeout(READ_PAUSE_MS)
        const tag = { funnel: funnel.key, path, componentType: shown.componentType }
        if (shown.componentType === 'paywall') {
          result.paywall = await choosePlans(page, { ...tag, kind: tapKind(shown.componentType, true) })
          result.end = `paywall (${result.paywall === 'prices' ? 'plans chosen' : 'prices error'})`
          break
        }
        await answer(page, { ...tag, kind: tapKind(shown.componentType) })
        await movedOn(page, path)
        result.steps++
      }
    } catch (error) {
      result.error = (error instanceof Error ? error.message : String(error)).split('\n')[0]!
      result.end = 'error'
    }
    // Entries arrive after the next paint: give the last tap's a moment.
    await page.waitForTimeout(500)
    const recorded = JSON.parse(String(await page.evaluate('JSON.stringify(window.__inp)'))) as Recorded
    return { walk: result, recorded }
  } finally {
    await page.close()
  }
}

/**
 * Walks each funnel from its landing at `baseUrl` for up to `steps` pages with 4x CPU throttling,
 * a fresh US visitor (no consent banner) at a phone's viewport each time, and returns every tap's
 * latency. A funnel that fails keeps the taps it made and says where it stopped.
 */
export async function measureInteractionToNextPaint(browser: Browser, baseUrl: string, funnels: readonly WalkFunnel[], steps = INP_STEPS, progress: (message: string) => void = () => undefined): Promise<InpResults> {
  const results: InpResults = { cpuThrottlingRate: CPU_THROTTLING_RATE, steps, readPauseMs: READ_PAUSE_MS, taps: [], funnels: [] }
  for (const funnel of funnels) {
    progress(`INP: ${funnel.key}, up to ${steps} steps at ${CPU_THROTTLING_RATE}x CPU throttling`)
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', timezoneId: 'America/New_York' })
    try {
      const { walk: walked, recorded } = await walk(context, baseUrl, funnel, steps)
      results.funnels.push(walked)
      for (const row of tapLatencies(recorded.taps, groupInteractions(recorded.entries))) results.taps.push({ ...row.tag, latency: row.latency, reported: row.reported })
    } finally {
      await context.close()
    }
  }
  return results
}
