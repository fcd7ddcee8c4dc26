import { expect, test } from '@playwright/test'
import { forceVariants } from './fixtures/variants'

test.beforeEach(({ page }) => forceVariants(page, 'demo', { demoInterstitialsKey: 'story' }))

test('walks the demo funnel from landing to congrats, and back and forward move along the pages', async ({ page }) => {
  await page.goto('/demo')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('See every step of a quiz funnel in action')
  await page.getByRole('button', { name: 'Start the demo' }).click()

  await expect(page).toHaveURL('/demo/interruptor-basic')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Small steps, real change')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL('/demo/interruptor-multi-title')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL('/demo/interruptor-simple')
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL('/demo/radio-question-basic')
  const question = page.getByRole('group', { name: 'How often do you put off tasks that matter to you?' })
  await expect(question.getByRole('radio')).toHaveCount(5)
  await question.getByText('Often', { exact: true }).click()

  await expect(page).toHaveURL('/demo/email')
  const email = page.getByRole('textbox', { name: 'Your e-mail address' })
  await expect(email).toHaveAttribute('type', 'email')
  await page.getByRole('button', { name: 'Get my plan' }).click()
  await expect(page.getByRole('alert')).toHaveText('Email is required')
  await email.fill('anna@example')
  await page.getByRole('button', { name: 'Get my plan' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address')
  await email.fill('anna@example.com')
  await page.getByRole('button', { name: 'Get my plan' }).click()

  await expect(page).toHaveURL('/demo/congrats')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you are in!')
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0)

  await page.goBack()
  await expect(page).toHaveURL('/demo/email')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where should we send your plan?')
  await page.goBack()
  await expect(page).toHaveURL('/demo/radio-question-basic')
  await expect(page.getByRole('radio', { name: 'Often', exact: true })).toBeChecked()
  await page.goForward()
  await expect(page).toHaveURL('/demo/email')
})

test('a keyboard user chooses with the arrow keys and continues with the button', async ({ page }) => {
  await page.goto('/demo/radio-question-basic')
  await page.getByRole('radio', { name: 'All the time' }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: 'Often', exact: true })).toBeChecked()
  await expect(page).toHaveURL('/demo/radio-question-basic')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL('/demo/email')
})

test('the language switch shows the Polish copy and is remembered', async ({ page }) => {
  await page.goto('/demo')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zobacz w działaniu każdy krok quizu')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Rozpocznij demo' })).toBeVisible()
})

