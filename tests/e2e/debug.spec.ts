import { expect, test, type Page } from '@playwright/test'
import { forceVariants } from './fixtures/variants'

// The demo runs two tests; both are forced so the stored JSON is known.
test.beforeEach(({ page }) => forceVariants(page, 'demo', { demoInterstitialsKey: 'story', demoRefundTimeKey: 'fiveToSevenDays' }))

test('seven taps on the logo open the debug panel; switching a variant takes effect at once', async ({ page }) => {
  await page.goto('/demo')
  const logo = page.locator('.logo')
  for (let i = 0; i < 6; i++) await logo.click()
  await expect(page.getByRole('dialog', { name: 'Debug panel' })).toHaveCount(0)
  await logo.click()
  const panel = page.getByRole('dialog', { name: 'Debug panel' })
  await expect(panel).toBeVisible()
  await expect(panel).toContainText('App version1.0.0')
  await expect(panel).toContainText('Header version1.0.8')
  await expect(panel).toContainText('OnboardingDemo')
  expect(await page.evaluate(() => window.localStorage.getItem('funnels:tester'))).toBe('true')

  const test = panel.getByRole('combobox', { name: /demoInterstitials/ })
  await expect(test).toHaveValue('story')
  await expect(test.getByRole('option')).toHaveText(['story (weight 50)', 'facts (weight 50)'])
  await expect(panel.getByRole('listitem').filter({ hasText: 'interruptor-basic' })).toHaveCount(1)

  // The demo's test changes the stories' wording (facts: numbers first), not which pages show.
  await test.selectOption('facts')
  await expect(panel).toContainText('funnels-ab:demo = {"demoInterstitialsKey":"facts","demoRefundTimeKey":"fiveToSevenDays"}')
  await expect(panel.getByRole('listitem').filter({ hasText: /interruptor-(basic|multi-title|simple)/ })).toHaveCount(3)
  await panel.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'Start the demo' }).click()
  await expect(page).toHaveURL('/demo/interruptor-basic')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('5 minutes a day is enough')
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

/** What another onboarding left behind: its drawn variants and an answer. */
const LEADERSHIP_AB = '{"interruptor1Key":"skip"}'
const LEADERSHIP_ANSWERS = '{"gender":[{"key":"female","index":1}]}'
const leadershipVisited = (page: Page) =>
  page.addInitScript(
    ([ab, answers]) => {
      if (window.sessionStorage.getItem('e2e-leadership-visited')) return
      window.sessionStorage.setItem('e2e-leadership-visited', '1')
      window.localStorage.setItem('funnels-ab:leadership', ab)
      window.localStorage.setItem('funnels:answers:leadership', answers)
    },
    [LEADERSHIP_AB, LEADERSHIP_ANSWERS] as const,
  )

test('the stored keys list every onboarding: all stored variants and answers, not only this funnel', async ({ page }) => {
  await leadershipVisited(page)
  await page.goto('/demo/radio-question-basic')
  await page.getByRole('main').getByRole('radio').first().locator('xpath=ancestor::label[1]').click()
  await expect(page).not.toHaveURL('/demo/radio-question-basic')
  for (let i = 0; i < 7; i++) await page.locator('.logo').click()
  const stored = page.getByRole('dialog', { name: 'Debug panel' }).locator('.debug-stored')
  await expect(stored).toContainText('funnels-ab:demo = {"demoInterstitialsKey":"story","demoRefundTimeKey":"fiveToSevenDays"}')
  await expect(stored).toContainText(`funnels-ab:leadership = ${LEADERSHIP_AB}`)
  await expect(stored).toContainText(`funnels:answers:leadership = ${LEADERSHIP_ANSWERS}`)
  await expect(stored).toContainText('funnels:answers:demo = {"radio-question-basic":[')
})

test('Clear All A/B Tests & Reload forgets every onboarding\'s variants and answers, so variants are drawn again', async ({ page }) => {
  // Every draw after the reload picks the last variant ("facts", "threeToFiveDays"); the forced ones were the first.
  await page.addInitScript(() => {
    Math.random = () => 0.99
  })
  await leadershipVisited(page)
  await page.goto('/demo')
  for (let i = 0; i < 7; i++) await page.locator('.logo').click()
  await expect(page.getByRole('dialog', { name: 'Debug panel' })).toContainText('{"demoInterstitialsKey":"story","demoRefundTimeKey":"fiveToSevenDays"}')
  await page.getByRole('button', { name: 'Clear All A/B Tests & Reload' }).click()
  await page.getByRole('button', { name: 'Start the demo' }).click()
  await expect(page).toHaveURL('/demo/interruptor-basic')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('5 minutes a day is enough')
  const stored = await page.evaluate(() => ({
    demo: window.localStorage.getItem('funnels-ab:demo'),
    leadership: window.localStorage.getItem('funnels-ab:leadership'),
    leadershipAnswers: window.localStorage.getItem('funnels:answers:leadership'),
  }))
  expect(stored).toEqual({ demo: '{"demoInterstitialsKey":"facts","demoRefundTimeKey":"threeToFiveDays"}', leadership: null, leadershipAnswers: null })
})
