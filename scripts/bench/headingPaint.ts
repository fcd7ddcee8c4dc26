/**
 * Item 4: time from navigation start until the page's heading is in a painted frame,
 * unthrottled, each load in a fresh browser context (nothing cached). An init script runs
 * before the document is parsed, so it also sees a heading that arrives in the served HTML.
 */
import type { Browser } from '@playwright/test'
import { median, percentile } from './stats'
import type { Target } from './targets'

export interface HeadingPaint {
  target: Target
  loads: number[]
  median: number
  p95: number
  error?: string
}

/**
 * When the heading is in the DOM, the next animation frame is the one that paints it; its time
 * is recorded. A string, not a function: the TypeScript loader would wrap a function in helpers
 * the page lacks.
 */
const markHeadingPainted = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)}
  const seen = () => {
    if (!document.querySelector(selector)) return false
    requestAnimationFrame(() => { window.__benchHeadingPaintedAt = performance.now() })
    return true
  }
  if (seen()) return
  const observer = new MutationObserver(() => { if (seen()) observer.disconnect() })
  observer.observe(document, { subtree: true, childList: true })
})()`

export async function measureHeadingPaint(browser: Browser, target: Target, loads: number): Promise<HeadingPaint> {
  const times: number[] = []
  try {
    for (let load = 0; load < loads; load++) {
      const context = await browser.newContext()
      try {
        const page = await context.newPage()
        await page.addInitScript(markHeadingPainted(target.heading))
        await page.goto(target.url, { waitUntil: 'commit' })
        // A function, not a string: a string is evaluated with eval in the page, which the served Content-Security-Policy refuses.
        const painted = await page.waitForFunction(() => (window as unknown as { __benchHeadingPaintedAt?: number }).__benchHeadingPaintedAt, undefined, { timeout: 15_000 })
        times.push(Number(await painted.jsonValue()))
      } finally {
        await context.close()
      }
    }
    return { target, loads: times, median: median(times), p95: percentile(times, 95) }
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!
    return { target, loads: times, median: NaN, p95: NaN, error: message }
  }
}
