/**
 * Items 5 and 7: a real click (Playwright's mouse, so the app sees a pointer choice) on a
 * visible answer or next button, timed in the page from the click event to the moment the
 * next page's heading text is in the DOM (before the page fade, which is CSS).
 */
import type { Browser, Locator, Page } from '@playwright/test'
import { firstOptionLabel, generatedKey, questionCount, questionPath } from './generatedFunnel'
import { median, percentile } from './stats'
import { PRODUCT_HEADING } from './targets'

export interface NextPageResult {
  label: string
  how: string
  clicks: number[]
  p50: number
  p95: number
  error?: string
}

const CLICK_TIMEOUT_MS = 5000

/**
 * Arms the in-page timer before a click; `window.__benchNext` resolves to the milliseconds from
 * the click event to the changed heading. A string: the TypeScript loader would wrap a function
 * in helpers the page lacks. The statement returns nothing, or evaluate would wait for the promise.
 */
const ARM = `void (window.__benchNext = new Promise((resolve, reject) => {
  const heading = () => document.querySelector(${JSON.stringify(PRODUCT_HEADING)})?.textContent
  const before = heading()
  let clickedAt
  addEventListener('click', (event) => { clickedAt ??= event.timeStamp }, { capture: true, once: true })
  const observer = new MutationObserver(() => {
    if (clickedAt === undefined || heading() === before) return
    observer.disconnect()
    resolve(performance.now() - clickedAt)
  })
  observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  setTimeout(() => { observer.disconnect(); reject(new Error('the heading did not change within ${CLICK_TIMEOUT_MS} ms')) }, ${CLICK_TIMEOUT_MS})
}))`

/**
 * Whether React has attached itself to the element (rendered or hydrated it). A prerendered
 * button is visible before its script runs, and a click on it then does nothing.
 */
const reactOwns = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')), undefined, { timeout: CLICK_TIMEOUT_MS })

async function waitForReact(page: Page, locator: Locator): Promise<void> {
  await locator.waitFor({ timeout: CLICK_TIMEOUT_MS })
  const deadline = Date.now() + CLICK_TIMEOUT_MS
  while (!(await reactOwns(locator))) {
    if (Date.now() > deadline) throw new Error('the page was never hydrated')
    await page.waitForTimeout(10)
  }
}

async function timeClick(page: Page, target: Locator): Promise<number> {
  await page.evaluate(ARM)
  await target.click({ timeout: CLICK_TIMEOUT_MS })
  return Number(await page.evaluate('window.__benchNext'))
}

const summary = (label: string, how: string, clicks: number[], error?: string): NextPageResult => ({ label, how, clicks, p50: median(clicks), p95: percentile(clicks, 95), ...(error ? { error } : {}) })
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!

/** A real funnel's landing to its first page, a fresh load each time (as a visitor arrives). */
export async function landingClicks(browser: Browser, url: string, buttonText: string, count: number): Promise<NextPageResult> {
  const how = `landing → first page, ${count} fresh loads`
  const clicks: number[] = []
  const page = await browser.newPage()
  try {
    for (let i = 0; i < count; i++) {
      await page.goto(url)
      const button = page.getByRole('button', { name: buttonText, exact: true })
      await waitForReact(page, button)
      clicks.push(await timeClick(page, button))
    }
    return summary(new URL(url).pathname, how, clicks)
  } catch (error) {
    return summary(new URL(url).pathname, how, clicks, messageOf(error))
  } finally {
    await page.close()
  }
}

/**
 * A generated funnel walked question to question from question `from`, answering each with its
 * first option; at the last question the walk enters at `from` again, until `count` clicks.
 */
export async function generatedClicks(browser: Browser, baseUrl: string, pages: number, from: number, count: number): Promise<NextPageResult> {
  const key = generatedKey(pages)
  const last = questionCount(pages)
  const how = `question → question from q-${from}, ${count} clicks`
  const clicks: number[] = []
  const page = await browser.newPage()
  try {
    let n = last
    while (clicks.length < count) {
      if (n >= last) {
        n = from
        await page.goto(`${baseUrl}/${key}/${questionPath(n)}`)
        await waitForReact(page, page.getByText(firstOptionLabel(n), { exact: true }))
      }
      clicks.push(await timeClick(page, page.getByText(firstOptionLabel(n), { exact: true })))
      n++
    }
    return summary(`/${key}`, how, clicks)
  } catch (error) {
    return summary(`/${key}`, how, clicks, messageOf(error))
  } finally {
    await page.close()
  }
}
