import { expect, test, type Page } from '@playwright/test'
import { languageButton } from './fixtures/language'
import { forceVariants } from './fixtures/variants'

test.beforeEach(({ page }) => forceVariants(page, 'demo', { demoInterstitialsKey: 'story' }))

// "Now, a few questions about you": 6 words, not the first interstitial:
// max(5000, 3500 + 1000 + 6 / 3.5 s) = 6214 ms.
const SIMPLE = '/demo/interruptor-simple'
const SIMPLE_MS = 6214
const AFTER_SIMPLE = '/demo/scale-question-basic'

/**
 * Opens a story page with the page's clock stopped from the start, so its timers only run when
 * the test moves time on (`page.clock.runFor`): a slow or busy machine cannot make a story
 * advance early or late, and no test waits out real seconds. The app starts and reveals a page on
 * timers too, so time moves in 20 ms steps until the app has the story on screen; its timer has
 * then run at most one step, well inside the margins below.
 */
async function openWithStoppedClock(page: Page, path: string) {
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') })
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'))
  await page.goto(path)
  const story = page.locator(`[data-page-path="${path}"] .interruptor`)
  // The story is in the page's HTML before the app runs; its timer starts once the app has
  // hydrated it (React's fiber on the story's element), not when the app merely started.
  const taken = () => page.evaluate((selector) => Object.keys(document.querySelector(selector) ?? {}).some((key) => key.startsWith('__reactFiber')), `[data-page-path="${path}"] .interruptor`)
  for (let step = 0; step < 500 && !((await story.isVisible()) && (await taken())); step++) await page.clock.runFor(20)
  await expect(story).toBeVisible()
}

test('an interstitial advances by itself after its display time, not before 5 s', async ({ page }) => {
  await openWithStoppedClock(page, SIMPLE)
  const story = page.locator('.interruptor')
  await expect(story).toHaveAttribute('data-duration', String(SIMPLE_MS))
  await page.clock.runFor(5000)
  await expect(page).toHaveURL(SIMPLE)
  await page.clock.runFor(SIMPLE_MS - 5000 - 100)
  await expect(page).toHaveURL(SIMPLE) // its own display time, longer than the 5 s minimum
  await page.clock.runFor(200)
  await expect(page).toHaveURL(AFTER_SIMPLE)
})

test('press and hold pauses the story; release resumes it', async ({ page }) => {
  await openWithStoppedClock(page, SIMPLE)
  const story = page.locator('.interruptor')
  const box = (await story.boundingBox())!
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.5)
  await page.mouse.down()
  await page.clock.runFor(500) // past the 450 ms hold
  await expect(story).toHaveAttribute('data-paused', 'true')
  await page.clock.runFor(SIMPLE_MS + 1000) // longer than the whole display time
  await expect(page).toHaveURL(SIMPLE)
  await page.mouse.up()
  await expect(story).toHaveAttribute('data-paused', 'false')
  await expect(page).toHaveURL(SIMPLE) // a hold is not a tap
  // 500 ms ran before the pause; the rest runs after the release.
  await page.clock.runFor(SIMPLE_MS - 500 - 100)
  await expect(page).toHaveURL(SIMPLE)
  await page.clock.runFor(200)
  await expect(page).toHaveURL(AFTER_SIMPLE)
})

test('taps: right half next; left half back, or pause on the first segment; controls and header ignored', async ({ page }) => {
  await openWithStoppedClock(page, '/demo/interruptor-basic')
  const story = page.locator('.interruptor')
  const box = (await story.boundingBox())!
  const tap = async (share: number) => {
    await page.mouse.click(box.x + box.width * share, box.y + box.height * 0.5)
    await page.clock.runFor(250) // past the 200 ms de-bounce
  }
  await tap(0.75)
  await expect(page).toHaveURL('/demo/interruptor-multi-title')
  await tap(0.25)
  await expect(page).toHaveURL('/demo/interruptor-basic')
  await tap(0.25) // the first segment has nothing before it: pause
  await expect(page.locator('.interruptor')).toHaveAttribute('data-paused', 'true')
  await expect(page).toHaveURL('/demo/interruptor-basic')
  await tap(0.25)
  await expect(page.locator('.interruptor')).toHaveAttribute('data-paused', 'false')
  await languageButton(page).click()
  await page.getByRole('button', { name: 'Pause' }).click()
  await expect(page).toHaveURL('/demo/interruptor-basic')
  await expect(page.locator('.interruptor')).toHaveAttribute('data-paused', 'true')
})

test('taps closer than 200 ms count once', async ({ page }) => {
  await openWithStoppedClock(page, '/demo/interruptor-basic')
  const box = (await page.locator('.interruptor').boundingBox())!
  await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.5)
  await expect(page).toHaveURL('/demo/interruptor-multi-title')
  await page.clock.runFor(150)
  await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.5)
  await page.clock.runFor(500)
  await expect(page.locator('[data-page-path="/demo/interruptor-multi-title"]')).toBeVisible()
  await expect(page).toHaveURL('/demo/interruptor-multi-title')
  // The same tap 200 ms or more after the last one does count.
  await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.5)
  await expect(page).toHaveURL(SIMPLE)
})

test('the pause button stops the story from the keyboard', async ({ page }) => {
  await openWithStoppedClock(page, SIMPLE)
  const pause = page.getByRole('button', { name: 'Pause' })
  await pause.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Resume' })).toHaveAttribute('aria-pressed', 'true')
  await page.clock.runFor(SIMPLE_MS + 1000)
  await expect(page).toHaveURL(SIMPLE)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'false')
  await page.clock.runFor(SIMPLE_MS - 100)
  await expect(page).toHaveURL(SIMPLE)
  await page.clock.runFor(200)
  await expect(page).toHaveURL(AFTER_SIMPLE)
})
