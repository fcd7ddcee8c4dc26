import { expect, test, type Page } from '@playwright/test'
import { forceVariants } from './fixtures/variants'
import { chooseLanguage } from './fixtures/language'

test.beforeEach(({ page }) => forceVariants(page, 'demo', { demoInterstitialsKey: 'story' }))

test('the landing page leads into the story, and browser back and forward move along the pages', async ({ page }) => {
  await page.goto('/demo')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('See every step of a quiz funnel in action')
  await page.getByRole('button', { name: 'Start the demo' }).click()
  await expect(page).toHaveURL('/demo/interruptor-basic')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Small steps, real change')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL('/demo/interruptor-multi-title')
  await page.goBack()
  await expect(page).toHaveURL('/demo/interruptor-basic')
  await page.goForward()
  await expect(page).toHaveURL('/demo/interruptor-multi-title')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reading is the start.')
})

test('the e-mail page: the spec messages, then the address is stored and Email provided raised', async ({ page }) => {
  const events: string[] = []
  page.on('console', (message) => events.push(message.text()))
  await page.goto('/demo/email')
  const email = page.getByRole('textbox', { name: 'Your e-mail address' })
  await expect(email).toHaveAttribute('type', 'email')
  await page.getByRole('button', { name: 'Get my plan' }).click()
  await expect(page.getByRole('alert')).toHaveText('Email is required')
  await email.fill('anna@example')
  await page.getByRole('button', { name: 'Get my plan' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address')
  await email.fill('anna@example.com')
  await page.getByRole('button', { name: 'Get my plan' }).click()
  await expect(page).toHaveURL('/demo/calculation')
  expect(await page.evaluate(() => window.localStorage.getItem('funnels:email'))).toBe('"anna@example.com"')
  expect(events.some((text) => text.includes('[event] Email provided'))).toBe(true)
})

test('a keyboard user chooses with the arrow keys and continues with the button', async ({ page }) => {
  await page.goto('/demo/radio-question-basic')
  await page.getByRole('radio', { name: 'All the time' }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: 'Often', exact: true })).toBeChecked()
  await expect(page).toHaveURL('/demo/radio-question-basic')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL('/demo/radio-question-info')
})

test('the language switch shows the Polish copy and is remembered', async ({ page }) => {
  await page.goto('/demo')
  await chooseLanguage(page, 'pl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zobacz w działaniu każdy krok quizu')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Rozpocznij demo' })).toBeVisible()
})

/** The 'Answered Quiz Question' events the page logs, as "<name> <value>". */
function answeredEvents(page: Page): string[] {
  const events: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (text.startsWith('[event] Answered Quiz Question')) events.push(text.slice('[event] '.length).trim())
  })
  return events
}

test('Answered Quiz Question fires once per answered page, with the final answer, not once per checkbox toggle', async ({ page }) => {
  const events = answeredEvents(page)
  await page.goto('/demo/checkbox-question')
  const main = page.getByRole('main')
  await main.getByRole('checkbox', { name: 'Team communication' }).check()
  await main.getByRole('checkbox', { name: 'Team motivation' }).check()
  await main.getByRole('checkbox', { name: 'Task delegation' }).check()
  await main.getByRole('checkbox', { name: 'Team motivation' }).uncheck()
  await expect(main.getByRole('checkbox', { checked: true })).toHaveCount(2)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL('/demo/age')
  // Console messages arrive in order: had a toggle logged, it would stand before this one.
  await expect.poll(() => [...events]).toEqual(['Answered Quiz Question: checkbox-question teamCommunication,taskDelegation'])
})

test('a single choice that moves on at once also fires Answered Quiz Question once', async ({ page }) => {
  const events = answeredEvents(page)
  await page.goto('/demo/radio-question-basic')
  await page.getByRole('main').getByRole('radio', { name: 'Often', exact: true }).locator('xpath=ancestor::label[1]').click()
  await expect(page).toHaveURL('/demo/radio-question-info')
  await expect.poll(() => [...events]).toEqual(['Answered Quiz Question: radio-question-basic often'])
})
