import { expect, test, type Browser, type Page } from '@playwright/test'
import { E2E } from './fixtures/e2eSettings'
import { lakeClient, restoreFromSeed, startLake, stopLake } from './fixtures/lake'
import { forceVariants } from './fixtures/variants'

test.describe.configure({ mode: 'serial' })
test.beforeEach(({ page }) => forceVariants(page, 'demo', { demoInterstitialsKey: 'story' }))

const LANDING = 'page.demo.demoLanding'
const INTERSTITIAL = 'page.demo.interruptor-basic'
const QUESTION = 'page.demo.radio-question-basic'
const NEXT_QUESTION = 'page.demo.radio-question-info'
const LAST = 'page.demo.interruptor-tweet'
const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const contentSource = (page: Page) => page.locator('[data-content-source]')

test.afterEach(async () => {
  for (const id of [LANDING, INTERSTITIAL, QUESTION, NEXT_QUESTION, LAST]) await restoreFromSeed(id)
})

/**
 * Holds the page's live content request until the test releases it: a slow Sanity, without a
 * sleep. Released, the request goes on to the real lake, so the browser gets what is published
 * at that moment.
 */
async function holdLiveContent(page: Page) {
  let requested!: () => void
  let release!: () => void
  const held = { requested: new Promise<void>((resolve) => (requested = resolve)), released: new Promise<void>((resolve) => (release = resolve)) }
  await page.route(`${E2E.lakeUrl}/**`, async (route) => {
    if (route.request().method() !== 'GET') return route.continue()
    requested()
    await held.released
    await route.fulfill({ response: await route.fetch() })
  })
  return { requested: held.requested, release }
}

/** Waits until the page has received the live answer and kept it for the next session. */
async function liveAnswerKept(page: Page, copy: string) {
  await page.waitForFunction((text) => window.localStorage.getItem('funnels-content-next:demo')?.includes(text) ?? false, copy)
}

/** A new browser session: a new context, so new session and local storage. */
async function newSession(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await forceVariants(page, 'demo', { demoInterstitialsKey: 'story' })
  return { context, page }
}

test('a title changed in the content lake appears in a new session', async ({ browser }) => {
  await lakeClient.patch(LANDING).set({ 'title.en': 'Lead with confidence, one small step a day' }).commit()
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/demo')
  await expect(heading(page)).toHaveText('Lead with confidence, one small step a day')
  await context.close()
})

test('a visitor already inside the funnel keeps the content version they started with', async ({ page }) => {
  await page.goto('/demo')
  await expect(contentSource(page)).toHaveAttribute('data-content-source', 'live')
  await lakeClient.patch(LANDING).set({ 'title.en': 'A newer headline' }).commit()
  await page.reload()
  await expect(contentSource(page)).toHaveAttribute('data-content-source', 'session')
  await expect(heading(page)).toHaveText('See every step of a quiz funnel in action')
})

test('with the content lake stopped, the snapshot serves the funnel', async ({ page }) => {
  await stopLake()
  try {
    await page.goto('/demo')
    await expect(heading(page)).toHaveText('See every step of a quiz funnel in action')
    await page.getByRole('button', { name: 'Start the demo' }).click()
    await expect(heading(page)).toHaveText('Small steps, real change')
    await expect(contentSource(page)).toHaveAttribute('data-content-source', 'snapshot')
  } finally {
    await startLake()
  }
})

test('a page the lake serves invalid still renders from its snapshot twin, and the error names it', async ({ page }) => {
  await lakeClient.patch(INTERSTITIAL).set({ componentType: 'carousel', 'title.en': 'Broken copy' }).commit()
  await lakeClient.patch(LANDING).set({ 'title.en': 'Fresh landing title' }).commit()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/demo')
  // The valid document in the same answer is taken: proof the live content arrived.
  await expect(heading(page)).toHaveText('Fresh landing title')
  await page.getByRole('button', { name: 'Start the demo' }).click()
  await expect(heading(page)).toHaveText('Small steps, real change')
  expect(errors.join('\n')).toContain('page.demo.interruptor-basic: componentType')
})

test('a live answer that arrives after the first answer: old copy to the end of the funnel, new copy in the next session', async ({ page, browser, context }) => {
  const published = { question: 'Published mid-funnel: question', next: 'Published mid-funnel: next question', last: 'Published mid-funnel: last page' }
  await lakeClient.patch(QUESTION).set({ 'title.en': published.question }).commit()
  await lakeClient.patch(NEXT_QUESTION).set({ 'title.en': published.next }).commit()
  await lakeClient.patch(LAST).set({ 'title.en': published.last }).commit()
  const lake = await holdLiveContent(page)

  await page.goto('/demo/radio-question-basic')
  await lake.requested
  await expect(heading(page)).toHaveText('How often do you put off tasks that matter to you?')
  // The first answer, on the entry page (the keyboard chooses without moving on).
  await page.getByRole('radio', { name: 'All the time' }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: 'Often', exact: true })).toBeChecked()
  await expect(page).toHaveURL('/demo/radio-question-basic')

  lake.release()
  await liveAnswerKept(page, published.question)
  await expect(heading(page)).toHaveText('How often do you put off tasks that matter to you?')
  await expect(contentSource(page)).toHaveAttribute('data-content-source', 'snapshot')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL('/demo/radio-question-info')
  await expect(heading(page)).toHaveText('Which part of leading people is hardest for you?')

  await page.reload()
  await expect(contentSource(page)).toHaveAttribute('data-content-source', 'session')
  await expect(heading(page)).toHaveText('Which part of leading people is hardest for you?')
  await page.goto('/demo/interruptor-tweet')
  await expect(heading(page)).toHaveText('What people say about learning by doing')

  // A new tab of the same browser is a new session: it starts from the kept answer at once,
  // even with Sanity unreachable.
  const tab = await context.newPage()
  await tab.route(`${E2E.lakeUrl}/**`, (route) => route.abort())
  await tab.goto('/demo/radio-question-basic')
  await expect(heading(tab)).toHaveText(published.question)
  await expect(contentSource(tab)).toHaveAttribute('data-content-source', 'kept')
  await tab.close()

  // A new browser: the live answer, at once.
  const fresh = await newSession(browser)
  await fresh.page.goto('/demo/radio-question-basic')
  await expect(heading(fresh.page)).toHaveText(published.question)
  await fresh.page.goto('/demo/interruptor-tweet')
  await expect(heading(fresh.page)).toHaveText(published.last)
  await fresh.context.close()
})

test('a live answer that arrives after the first navigation does not change the copy', async ({ page, browser }) => {
  await lakeClient.patch(LANDING).set({ 'title.en': 'Published mid-funnel: landing' }).commit()
  await lakeClient.patch(INTERSTITIAL).set({ 'title.en': 'Published mid-funnel: story' }).commit()
  const lake = await holdLiveContent(page)

  await page.goto('/demo')
  await lake.requested
  await page.getByRole('button', { name: 'Start the demo' }).click()
  await expect(page).toHaveURL('/demo/interruptor-basic')
  lake.release()
  await liveAnswerKept(page, 'Published mid-funnel: story')
  await expect(heading(page)).toHaveText('Small steps, real change')
  await page.goBack()
  await expect(heading(page)).toHaveText('See every step of a quiz funnel in action')

  const fresh = await newSession(browser)
  await fresh.page.goto('/demo')
  await expect(heading(fresh.page)).toHaveText('Published mid-funnel: landing')
  await fresh.context.close()
})

test('on the entry page, before any answer, a slow live answer still replaces the snapshot', async ({ page }) => {
  await lakeClient.patch(LANDING).set({ 'title.en': 'Published before the first answer' }).commit()
  const lake = await holdLiveContent(page)
  await page.goto('/demo')
  await lake.requested
  await expect(heading(page)).toHaveText('See every step of a quiz funnel in action')
  lake.release()
  await expect(heading(page)).toHaveText('Published before the first answer')
  await expect(contentSource(page)).toHaveAttribute('data-content-source', 'live')
})
