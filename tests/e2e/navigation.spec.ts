import { expect, test } from '@playwright/test'
import { forceVariants } from './fixtures/variants'

test.beforeEach(({ page }) => forceVariants(page, 'demo', { demoInterstitialsKey: 'skip' }))

test('a reload mid-funnel restores the position and the answers', async ({ page }) => {
  await page.goto('/demo')
  await page.getByRole('button', { name: 'Start the demo' }).click()
  await page.getByText('Sometimes', { exact: true }).click()
  await expect(page).toHaveURL('/demo/email')
  await page.reload()
  await expect(page).toHaveURL('/demo/email')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where should we send your plan?')
  await page.goBack()
  await expect(page).toHaveURL('/demo/radio-question-basic')
  await expect(page.getByRole('radio', { name: 'Sometimes' })).toBeChecked()
  await page.reload()
  await expect(page.getByRole('radio', { name: 'Sometimes' })).toBeChecked()
})

test('the header arrows are history back and forward; with nowhere to go they do nothing', async ({ page }) => {
  await page.goto('/demo')
  const back = page.getByRole('button', { name: 'Back' })
  await expect(back).toHaveAttribute('aria-disabled', 'true')
  await back.click({ force: true }) // aria-disabled, yet still a button: pressing it must do nothing
  await expect(page).toHaveURL('/demo')
  await page.getByRole('button', { name: 'Start the demo' }).click()
  await expect(page).toHaveURL('/demo/radio-question-basic')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL('/demo')
  await expect(page.getByRole('button', { name: 'Forward' })).toHaveAttribute('aria-disabled', 'false')
  await page.getByRole('button', { name: 'Forward' }).click()
  await expect(page).toHaveURL('/demo/radio-question-basic')
  await expect(page.getByRole('button', { name: 'Forward' })).toHaveAttribute('aria-disabled', 'true')
})

test('the progress bar shows this page in the middle of its section, in segments of 100', async ({ page }) => {
  await page.goto('/demo/radio-question-basic')
  const bar = page.getByRole('progressbar', { name: 'Quiz progress' })
  // Two sections with progress (assessment, results) share 400: the question sits at 100.
  await expect(bar).toHaveAttribute('aria-valuenow', '100')
  await expect(bar).toHaveAttribute('aria-valuemax', '400')
  await expect(bar.locator('.progress-segment')).toHaveCount(4)
  await page.goto('/demo')
  await expect(page.getByRole('progressbar')).toHaveCount(0)
})
