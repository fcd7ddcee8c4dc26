import { expect, test } from '@playwright/test'
import { forceVariants } from './fixtures/variants'

test.beforeEach(({ page }) => forceVariants(page, 'demo', { demoInterstitialsKey: 'story' }))

test('seven taps on the logo open the debug panel; switching a variant changes the page list at once', async ({ page }) => {
  await page.goto('/demo')
  const logo = page.locator('.logo')
  for (let i = 0; i < 6; i++) await logo.click()
  await expect(page.getByRole('dialog', { name: 'Debug panel' })).toHaveCount(0)
  await logo.click()
  const panel = page.getByRole('dialog', { name: 'Debug panel' })
  await expect(panel).toBeVisible()
  await expect(panel).toContainText('App version1.0.0')
  await expect(panel).toContainText('OnboardingDemo')
  expect(await page.evaluate(() => window.localStorage.getItem('funnels:tester'))).toBe('true')

  const test = panel.getByRole('combobox', { name: /demoInterstitials/ })
  await expect(test).toHaveValue('story')
  await expect(test.getByRole('option')).toHaveText(['story (weight 50)', 'skip (weight 50)'])
  await expect(panel.getByRole('listitem').filter({ hasText: 'interruptor-basic' })).toHaveCount(1)

  await test.selectOption('skip')
  await expect(panel.getByRole('listitem').filter({ hasText: /interruptor-(basic|multi-title|simple)/ })).toHaveCount(0)
  await expect(panel).toContainText('funnels-ab:demo = {"demoInterstitialsKey":"skip"}')
  await panel.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'Start the demo' }).click()
  await expect(page).toHaveURL('/demo/scale-question-basic')
})

test('slow taps (over 3 s) do not open the panel', async ({ page }) => {
  await page.clock.install()
  await page.goto('/demo')
  const logo = page.locator('.logo')
  for (let i = 0; i < 6; i++) await logo.click()
  await page.clock.fastForward(3100)
  await logo.click()
  await expect(page.getByRole('dialog', { name: 'Debug panel' })).toHaveCount(0)
})

test('Clear All A/B Tests & Reload forgets the stored variants, so they are drawn again', async ({ page }) => {
  // Every draw after the reload picks the last variant ("skip"); the forced one was "story".
  await page.addInitScript(() => {
    Math.random = () => 0.99
  })
  await page.goto('/demo')
  for (let i = 0; i < 7; i++) await page.locator('.logo').click()
  await expect(page.getByRole('dialog', { name: 'Debug panel' })).toContainText('{"demoInterstitialsKey":"story"}')
  await page.getByRole('button', { name: 'Clear All A/B Tests & Reload' }).click()
  await page.getByRole('button', { name: 'Start the demo' }).click()
  await expect(page).toHaveURL('/demo/scale-question-basic')
  expect(await page.evaluate(() => window.localStorage.getItem('funnels-ab:demo'))).toBe('{"demoInterstitialsKey":"skip"}')
})
