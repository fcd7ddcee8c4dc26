import { expect, test } from '@playwright/test'
import { demoPages } from '../../seed/funnels/demo/index'
import { processPages } from '../../web/src/funnel/processPages'
import { computeProgress } from '../../web/src/funnel/progress'
import { forceVariants } from './fixtures/variants'

test.beforeEach(({ page }) => forceVariants(page, 'demo', { demoInterstitialsKey: 'story' }))

test('a reload mid-funnel restores the position and the answers', async ({ page }) => {
  await page.goto('/demo/radio-question-basic')
  await page.getByText('Sometimes', { exact: true }).click()
  await expect(page).toHaveURL('/demo/radio-question-info')
  await page.reload()
  await expect(page).toHaveURL('/demo/radio-question-info')
  await page.goBack()
  await expect(page).toHaveURL('/demo/radio-question-basic')
  await expect(page.getByRole('radio', { name: 'Sometimes' })).toBeChecked()
  await page.reload()
  await expect(page.getByRole('radio', { name: 'Sometimes' })).toBeChecked()
})

test('the header arrows are history back and forward; with nowhere to go they do nothing', async ({ page }) => {
  // The page after the landing is a story, which moves on by itself: time stands still here.
  await page.clock.install()
  await page.goto('/demo')
  await expect(page.getByRole('button', { name: 'Start the demo' })).toBeVisible()
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  const back = page.getByRole('button', { name: 'Back' })
  await expect(back).toHaveAttribute('aria-disabled', 'true')
  await back.click({ force: true }) // aria-disabled, yet still a button: pressing it must do nothing
  await expect(page).toHaveURL('/demo')
  await page.getByRole('button', { name: 'Start the demo' }).click()
  await expect(page).toHaveURL('/demo/interruptor-basic')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL('/demo')
  await expect(page.getByRole('button', { name: 'Forward' })).toHaveAttribute('aria-disabled', 'false')
  await page.getByRole('button', { name: 'Forward' }).click()
  await expect(page).toHaveURL('/demo/interruptor-basic')
  await expect(page.getByRole('button', { name: 'Forward' })).toHaveAttribute('aria-disabled', 'true')
})

test('the progress bar shows the page in the middle of its section slot, in segments of 100', async ({ page }) => {
  // The expected value comes from the seed through the engine, whose arithmetic the unit tests pin down.
  const pages = computeProgress(processPages(demoPages, { demoInterstitialsKey: 'story' }, {}))
  const expected = pages.find((candidate) => candidate.key === 'radio-question-basic')?.progress
  expect(expected).toBeGreaterThan(0)
  await page.goto('/demo/radio-question-basic')
  const bar = page.getByRole('progressbar', { name: 'Quiz progress' })
  await expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(expected!)))
  await expect(bar).toHaveAttribute('aria-valuemax', '400')
  await expect(bar.locator('.progress-segment')).toHaveCount(4)
  await page.goto('/demo')
  await expect(page.getByRole('progressbar')).toHaveCount(0)
})
