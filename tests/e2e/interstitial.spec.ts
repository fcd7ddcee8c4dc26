import { expect, test } from '@playwright/test'
import { forceVariants } from './fixtures/variants'

test.beforeEach(({ page }) => forceVariants(page, 'demo', { demoInterstitialsKey: 'story' }))

// "Now, a few questions about you": 6 words, not the first interstitial:
// max(5000, 3500 + 1000 + 6 / 3.5 s) = 6214 ms.
const SIMPLE = '/demo/interruptor-simple'

test('an interstitial advances by itself after its display time, not before 5 s', async ({ page }) => {
  await page.goto(SIMPLE)
  const story = page.locator('.interruptor')
  await expect(story).toHaveAttribute('data-duration', '6214')
  const shownAt = Date.now()
  await expect(page).toHaveURL('/demo/scale-question-basic', { timeout: 10_000 })
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(5000)
})

test('press and hold pauses the story; release resumes it', async ({ page }) => {
  await page.goto(SIMPLE)
  const story = page.locator('.interruptor')
  const box = (await story.boundingBox())!
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.5)
  await page.mouse.down()
  await expect(story).toHaveAttribute('data-paused', 'true')
  await page.waitForTimeout(7000) // longer than the whole display time
  await expect(page).toHaveURL(SIMPLE)
  await page.mouse.up()
  await expect(story).toHaveAttribute('data-paused', 'false')
  await expect(page).toHaveURL(SIMPLE) // a hold is not a tap
  await expect(page).toHaveURL('/demo/scale-question-basic', { timeout: 10_000 })
})

test('taps: right half next; left half back, or pause on the first segment; controls and header ignored', async ({ page }) => {
  await page.goto('/demo/interruptor-basic')
  const story = page.locator('.interruptor')
  const box = (await story.boundingBox())!
  const tap = async (share: number) => {
    await page.mouse.click(box.x + box.width * share, box.y + box.height * 0.5)
    await page.waitForTimeout(250) // past the 200 ms de-bounce
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
  await page.getByRole('combobox', { name: 'Language' }).click()
  await page.getByRole('button', { name: 'Pause' }).click()
  await expect(page).toHaveURL('/demo/interruptor-basic')
})

test('taps closer than 200 ms count once', async ({ page }) => {
  await page.goto('/demo/interruptor-basic')
  const box = (await page.locator('.interruptor').boundingBox())!
  await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.5)
  await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.5)
  await expect(page).toHaveURL('/demo/interruptor-multi-title')
  await page.waitForTimeout(500)
  await expect(page).toHaveURL('/demo/interruptor-multi-title')
})

test('the pause button stops the story from the keyboard', async ({ page }) => {
  await page.goto(SIMPLE)
  const pause = page.getByRole('button', { name: 'Pause' })
  await pause.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Resume' })).toHaveAttribute('aria-pressed', 'true')
  await page.waitForTimeout(7000)
  await expect(page).toHaveURL(SIMPLE)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/demo/scale-question-basic', { timeout: 10_000 })
})
