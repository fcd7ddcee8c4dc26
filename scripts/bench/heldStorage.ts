/**
 * A Lighthouse run as a visitor whose browser already holds some local storage (a deep link to a
 * page only some A/B variants show). Lighthouse clears the origin's storage and the browser's
 * cache before each run; such a run instead has both cleared here, the storage written, and
 * Lighthouse told not to reset: the page loads cold, holding only what the target names.
 */
import { chromium } from '@playwright/test'

/** Clears `url`'s origin and the HTTP cache in the Chromium on `port`, then writes `entries` to its local storage. */
export async function holdLocalStorage(port: number, url: string, entries: Readonly<Record<string, string>>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext())
    const page = await context.newPage()
    const { origin } = new URL(url)
    // An empty document of the origin, answered here: nothing of the site is fetched or cached.
    await page.route(`${origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>storage</title>' }))
    const session = await context.newCDPSession(page)
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
    await page.goto(`${origin}/held-storage`)
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
