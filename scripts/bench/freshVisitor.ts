/**
 * Each Lighthouse run is a fresh visitor's. Lighthouse itself clears only some of an origin's
 * storage between runs (not local storage or IndexedDB), so a run would inherit what the one
 * before stored: a paywall's price cache, for one, which makes the next paywall's head script
 * leave the page to the app (its render read that key). Before each run the origin is cleared
 * here; a target that names local storage (a deep link to a page only some A/B variants show)
 * then has it written, and Lighthouse is told not to reset: the page loads cold, holding only
 * what the target names.
 */
import { chromium } from '@playwright/test'

/** Clears `url`'s origin in the Chromium on `port`, then writes `entries` to its local storage and clears the HTTP cache. */
export async function freshVisitor(port: number, url: string, entries: Readonly<Record<string, string>> = {}): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const { origin } = new URL(url)
    const context = browser.contexts()[0] ?? (await browser.newContext())
    const page = await context.newPage()
    // An empty document of the origin, answered here: nothing of the site is fetched or cached.
    await page.route(`${origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>storage</title>' }))
    await page.goto(`${origin}/fresh-visitor`)
    const session = await context.newCDPSession(page)
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
    await page.evaluate((held) => {
      for (const [key, value] of Object.entries(held)) window.localStorage.setItem(key, value)
    }, entries)
    await session.send('Network.clearBrowserCache')
    await page.close()
  } finally {
    // Disconnects; the Chromium is Lighthouse's and stays.
    await browser.close()
  }
}
