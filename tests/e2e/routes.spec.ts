import { expect, test } from '@playwright/test'
import type { FunnelDocument } from '../../schemas/funnel/schema'
import { seedDocuments } from '../../seed/dataset'

/** The seeded funnels in content order, as the router and /onboardings list them. */
const funnels = seedDocuments()
  .filter((doc): doc is FunnelDocument => doc._type === 'funnel')
  .sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity))

test('/ redirects to /leadership, replacing history', async ({ page }) => {
  await page.goto('/demo')
  await page.goto('/')
  await expect(page).toHaveURL('/leadership')
  // Had the redirect pushed, back would land on / and be sent to /leadership again.
  await page.goBack()
  await expect(page).toHaveURL('/demo')
})

test('ds/* redirects to /deeps/age', async ({ page }) => {
  await page.goto('/ds/anything/here')
  await expect(page).toHaveURL('/deeps/age')
})

test('an unknown first segment names the path segments and the available onboardings', async ({ page }) => {
  await page.goto('/nowhere/else')
  const available = funnels.map((funnel) => funnel.key).join(', ')
  expect(available).toContain('screendetoxexp')
  await expect(page.getByRole('alert')).toHaveText(`No onboarding matches the path segments [nowhere, else]. Available onboardings: ${available}.`)
  await expect(page.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', '/demo')
})

test('a funnel area shows Loading... while its content loads', async ({ page }) => {
  // A page the app draws: a visitor with answers stored opens a later page, whose HTML (what a
  // visitor with nothing stored sees) is then not shown. The content is held back until
  // Loading... has been seen, however fast or slow the machine.
  await page.addInitScript(() => window.localStorage.setItem('funnels:answers:demo', JSON.stringify({ 'scale-question-basic': [{ key: 'agree', index: 3 }] })))
  let release: () => void = () => {}
  const loadingSeen = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/demo-*.json', async (route) => {
    await loadingSeen
    await route.continue()
  })
  await page.goto('/demo/radio-question-basic', { waitUntil: 'commit' })
  await expect(page.getByRole('status')).toHaveText('Loading...')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How often do you put off tasks that matter to you?')
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0)
})

test('the route error fallback offers a refresh and sets the error_redirect session flag', async ({ page }) => {
  let fail = true
  await page.route('**/assets/demo-*.json', (route) => (fail ? route.abort() : route.continue()))
  await page.goto('/demo')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong')
  await expect(page.getByText('An error occurred while loading the page. Please try refreshing.')).toBeVisible()
  expect(await page.evaluate(() => window.sessionStorage.getItem('error_redirect'))).toBe('true')
  fail = false
  await page.getByRole('button', { name: 'Refresh Page' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('See every step of a quiz funnel in action')
})

test('/onboardings lists the funnels from content with description and link', async ({ page }) => {
  await page.goto('/onboardings')
  await expect(page.getByRole('listitem')).toHaveCount(funnels.length)
  for (const funnel of funnels) await expect(page.getByRole('listitem').nth(funnels.indexOf(funnel))).toContainText(funnel.description!.en)
  const demo = page.getByRole('listitem').filter({ hasText: 'Demo' })
  await expect(demo).toContainText('Showcase of every page template')
  await demo.getByRole('link', { name: 'Demo' }).click()
  await expect(page).toHaveURL('/demo')
})

test('/email-tester previews each template in each of the funnel e-mail languages', async ({ page }) => {
  await page.goto('/email-tester')
  const demo = page.getByRole('region', { name: 'Demo', exact: true })
  const welcome = demo.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Welcome' }) })
  await expect(welcome.getByRole('region', { name: 'welcome in English' })).toContainText('Welcome to Demo')
  await expect(welcome.getByRole('region', { name: 'welcome in Español' })).toContainText('Te damos la bienvenida a Demo')
  await expect(welcome.getByRole('region', { name: 'welcome in Polski' })).toContainText('Witamy w Demo')
  // The demo sends in en, es and pl only; leadership also in de and tr.
  await expect(welcome.getByRole('region', { name: 'welcome in Deutsch' })).toHaveCount(0)
  await expect(demo.getByRole('region', { name: 'results in English' })).toContainText('Your personal plan: one summary and one action a day')
  const leadership = page.getByRole('region', { name: 'Stepwise Leadership' })
  await expect(leadership.getByRole('region', { name: 'welcome in Deutsch' })).toBeVisible()
  await expect(leadership.getByRole('region', { name: 'welcome in Türkçe' })).toBeVisible()
})

test('/terms and /policy frame the legal pages on white, and back leads to the deeps register page', async ({ page }) => {
  await page.goto('/terms')
  await expect(page.frameLocator('iframe[title="Terms of service"]').getByRole('heading', { name: 'Terms of service' })).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL('/deeps/register')
  await page.goto('/policy')
  await expect(page.frameLocator('iframe[title="Privacy policy"]').getByRole('heading', { name: 'Privacy policy' })).toBeVisible()
})
