import { expect, test, type Page } from '@playwright/test'
import { leadershipPages } from '../../seed/funnels/leadership/index'
import { uiStrings } from '../../seed/uiStrings'
import { caughtFor, parsedMessage, purposeCounts } from './fixtures/caughtMail'
import { sendDueEmails } from './fixtures/emailWorker'
import { buyOnOffer, buyYearlyTrial, CARDS, checkoutSessionsOf, payOnSandboxPage, shownPrice, stubAppStores, uniqueEmail, visitAs } from './fixtures/purchase'
import { loggedEvents, names, sessionIdOf, sinkLines } from './fixtures/sinks'
import { forceVariants } from './fixtures/variants'
import { closeDatabase, emailJobsOf, ordersOf, refundsOf } from './fixtures/database'
import { paysFrom } from './fixtures/country'

/**
 * Purchases end to end, in Chromium against the Firebase emulators and the functions' offline
 * sandbox provider: paywall, the provider's hosted card page, the return that asks the server
 * for the status, congratulations, registration and the app download redirect; with the e-mails
 * caught by the run's mail catcher (sent over SMTP) and the payment events in the sinks.
 */

const PASSWORD = 'steady-steps-42'

/** Waits until the trail of the tab's session holds `name`, and returns the trail. */
async function trailWith(sessionId: string, name: string) {
  await expect.poll(() => names(loggedEvents(sessionId)), { timeout: 30_000 }).toContain(name)
  return loggedEvents(sessionId)
}

/** Registration after congratulations: the account is linked, then the visitor goes to the app. */
async function register(page: Page, basePath: string, registerPath: string) {
  await expect(page).toHaveURL(new RegExp(`${basePath}/${registerPath}$`))
  const main = page.getByRole('main')
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0)
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await main.getByLabel('Confirm password').fill(PASSWORD)
  await main.getByRole('checkbox').check()
  await main.getByRole('button', { name: 'Create my account' }).click()
  await expect(page).toHaveURL(/apps\.apple\.com|play\.google\.com|calmscreens\.app/, { timeout: 30_000 })
}

test.beforeEach(async ({ page }) => {
  await stubAppStores(page)
})
test.afterAll(closeDatabase)

test('leadership: a paid trial from the paywall through the card page to congratulations and registration', async ({ page }) => {
  const email = uniqueEmail('leadership')
  await visitAs(page, email)
  await forceVariants(page, 'leadership', { payWallCheckoutTypeKey: 'checkout', pricingSetKey: 'default' })
  await page.goto('/leadership/offer')
  await shownPrice(page, 'yearly')

  await page.getByRole('main').locator('.primary-button').last().click()
  await payOnSandboxPage(page)

  await expect(page).toHaveURL(/\/leadership\/congrats$/, { timeout: 30_000 })
  const sessionId = await sessionIdOf(page)
  const trail = await trailWith(sessionId, 'Trial Completed')
  expect(names(trail)).toContain('Payment started')
  const started = trail.find((line) => line.name === 'Payment started')
  expect(started?.params).toMatchObject({ currency: 'USD', email })
  expect(sinkLines('analytics').map((line) => line.name)).toEqual(expect.arrayContaining(['begin_checkout', 'trial_completed']))

  // The server fulfils the order (the browser sends no e-mail): welcome and results, once each.
  // Fulfilment sends some e-mails at once and schedules the rest; the worker's next pass sends what is due now.
  await expect.poll(async () => (await emailJobsOf(email)).length, { timeout: 30_000 }).toBeGreaterThan(0)
  await sendDueEmails(new Date())
  await expect.poll(async () => Object.keys(await purposeCounts(email)), { timeout: 30_000 }).toEqual(expect.arrayContaining(['welcome', 'results']))
  // The follow-ups (week 1, month 1) wait in the database's e-mail schedule, not sent yet.
  expect((await emailJobsOf(email)).filter((job) => job.state === 'pending').length).toBeGreaterThanOrEqual(2)
  expect(await caughtFor(email, { purpose: 'none' })).toEqual([])
  // Each e-mail is a rendered HTML message (with a plain-text part) as the SMTP server received it.
  for (const message of await caughtFor(email)) {
    const parsed = await parsedMessage(message)
    expect(parsed.html || '').toContain('<html')
    expect(parsed.text?.trim()).toBeTruthy()
  }

  await page.getByRole('main').locator('.primary-button').last().click()
  await register(page, '/leadership', 'register')
  const registered = await trailWith(sessionId, 'User registered')
  expect(registered.find((line) => line.name === 'User registered')?.params).toMatchObject({ email })
})

test("leadership's pricingSet test changes the prices shown: the server answers each set's own", async ({ browser }) => {
  const yearlyPrice = async (pricingSet: string) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await forceVariants(page, 'leadership', { pricingSetKey: pricingSet })
    await page.goto('/leadership/offer')
    const price = await shownPrice(page, 'yearly')
    await context.close()
    return price
  }
  const [regular, second] = [await yearlyPrice('default'), await yearlyPrice('second')]
  expect(regular).toMatch(/^\$\d/)
  expect(second).toMatch(/^\$\d/)
  expect(second).not.toBe(regular)
})

test('leadership inline checkout: the card form sits on the checkout page (in a frame) and the paid trial reaches congratulations', async ({ page }) => {
  const email = uniqueEmail('inline')
  await visitAs(page, email)
  await forceVariants(page, 'leadership', { payWallCheckoutTypeKey: 'inline' })
  await page.goto('/leadership/offer')
  await shownPrice(page, 'yearly')
  await page.getByRole('main').locator('.primary-button').last().click()
  await expect(page).toHaveURL(/\/leadership\/checkout\?/)
  const form = page.frameLocator('iframe[title="Card payment"]')
  await form.getByLabel('Card number').fill(CARDS.accepted)
  await form.getByLabel('Expiry date (MM/YY)').fill('12/34')
  await form.getByLabel('Security code (CVC)').fill('123')
  await form.getByLabel('Name on card').fill('Anna Nowak')
  await form.getByRole('button', { name: 'Start free trial' }).click()
  await expect(page).toHaveURL(/\/leadership\/congrats$/, { timeout: 30_000 })
  await trailWith(await sessionIdOf(page), 'Trial Completed')
  expect(checkoutSessionsOf(email).map((session) => session.kind)).toEqual(['elements'])
})

test('a cancelled payment returns to the paywall, and nothing is paid', async ({ page }) => {
  const email = uniqueEmail('cancel')
  await visitAs(page, email)
  await forceVariants(page, 'leadership', { payWallCheckoutTypeKey: 'checkout' })
  await page.goto('/leadership/offer')
  await shownPrice(page, 'yearly')
  await page.getByRole('main').locator('.primary-button').last().click()
  await expect(page).toHaveURL(/\/sandboxCheckout\?/, { timeout: 30_000 })
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/leadership\/offer$/, { timeout: 30_000 })
  expect(await caughtFor(email)).toHaveLength(0)
})

test('a hand-written payment_return=true URL without a paid session is not treated as paid', async ({ page }) => {
  const email = uniqueEmail('forged')
  await visitAs(page, email)
  await page.goto('/leadership/checkout?payment_return=true&session_id=cs_sandbox_forged')
  await expect(page.getByRole('main')).toContainText(/not completed|not been charged|not linked to you/i, { timeout: 30_000 })
  await expect(page).not.toHaveURL(/congrats/)
  const sessionId = await sessionIdOf(page)
  expect(names(loggedEvents(sessionId))).not.toContain('Payment completed')
  expect(names(loggedEvents(sessionId))).not.toContain('Trial Completed')
})

test('a double click on pay creates one checkout session', async ({ page }) => {
  const email = uniqueEmail('double')
  await visitAs(page, email)
  await forceVariants(page, 'leadership', { payWallCheckoutTypeKey: 'checkout' })
  await page.goto('/leadership/offer')
  await shownPrice(page, 'yearly')
  await page.getByRole('main').locator('.primary-button').last().dblclick()
  await expect(page).toHaveURL(/\/sandboxCheckout\?/, { timeout: 30_000 })
  expect(checkoutSessionsOf(email)).toHaveLength(1)
})

test('deeps: a discounted subscription (70% off) is paid and ends in registration', async ({ page }) => {
  const email = uniqueEmail('deeps')
  await visitAs(page, email)
  await forceVariants(page, 'deeps', { payWallTypeKey: 'discount', discountKey: '70' })
  await page.goto('/deeps/offer-70')
  const price = await shownPrice(page, 'yearly')
  await expect(page.locator('[data-plan="yearly"] .plan-original')).toBeVisible()
  await page.getByRole('main').locator('.primary-button').last().click()
  await expect(page.getByText(/70%/).first()).toBeVisible({ timeout: 30_000 })
  await payOnSandboxPage(page)
  await expect(page).toHaveURL(/\/deeps\/congrats$/, { timeout: 30_000 })
  const trail = await trailWith(await sessionIdOf(page), 'Payment completed')
  const paid = trail.find((line) => line.name === 'Payment completed')
  expect(paid?.params).toMatchObject({ currency: 'USD' })
  expect(String(paid?.params?.amount)).toBe(price.replace(/[^0-9.]/g, ''))
  await expect.poll(async () => (await caughtFor(email)).length, { timeout: 30_000 }).toBeGreaterThan(0)
  await page.getByRole('main').locator('.primary-button').last().click()
  await register(page, '/deeps', 'create-account')
})

test('parentingexp: a one-time product (video course) is bought and ends in registration', async ({ page }) => {
  const email = uniqueEmail('parentingexp')
  await buyOnOffer(page, 'parentingexp', email, 'videoCourse', { productFormatKey: 'videoCourse', pricingSetKey: 'control' })
  const trail = await trailWith(await sessionIdOf(page), 'Payment completed')
  expect(trail.find((line) => line.name === 'Payment completed')?.params).toMatchObject({ interval: 'once' })
  await expect.poll(async () => (await caughtFor(email)).length, { timeout: 30_000 }).toBeGreaterThan(0)
  await page.getByRole('main').locator('.primary-button').last().click()
  await register(page, '/parentingexp', 'register')
})

test('screendetox: a package (GOLD) is chosen, paid in PLN and ends in registration', async ({ page }) => {
  const email = uniqueEmail('screendetox')
  await visitAs(page, email)
  // Screen detox is sold in złoty in Poland only.
  await paysFrom(page, 'PL')
  await page.goto('/screendetox/complete-package-selection')
  await shownPrice(page, 'gold')
  await page.locator('[data-plan="gold"]').click()
  await page.getByRole('main').locator('.primary-button').last().click()
  await payOnSandboxPage(page)
  await expect(page).toHaveURL(/\/screendetox\/congrats$/, { timeout: 30_000 })
  const trail = await trailWith(await sessionIdOf(page), 'Payment completed')
  expect(names(trail)).toContain('Package selected')
  expect(trail.find((line) => line.name === 'Package selected')?.params).toMatchObject({ packageId: 'gold' })
  expect(trail.find((line) => line.name === 'Payment completed')?.params).toMatchObject({ currency: 'PLN' })
  await expect.poll(async () => (await caughtFor(email)).length, { timeout: 30_000 }).toBeGreaterThan(0)
  await page.getByRole('main').locator('.primary-button').last().click()
  await register(page, '/screendetox', 'register')
})

test('a declined card stays on the card page with the decline message, and nothing is paid', async ({ page }) => {
  const email = uniqueEmail('declined')
  await visitAs(page, email)
  await forceVariants(page, 'leadership', { payWallCheckoutTypeKey: 'checkout' })
  await page.goto('/leadership/offer')
  await shownPrice(page, 'yearly')
  await page.getByRole('main').locator('.primary-button').last().click()
  await payOnSandboxPage(page, CARDS.declined)
  await expect(page.getByText('Your card was declined.')).toBeVisible()
  expect(await caughtFor(email)).toHaveLength(0)
})

test('a congratulations or account URL opened by a visitor who never paid shows a neutral page that leads to the paywall', async ({ page }) => {
  const congrats = leadershipPages.find((candidate) => candidate.key === 'congrats')!
  await forceVariants(page, 'leadership', { payWallCheckoutTypeKey: 'checkout' })
  for (const path of ['/leadership/congrats', '/leadership/register']) {
    await page.goto(path)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(uiStrings.purchaseRequiredTitle.en, { timeout: 30_000 })
    await expect(main).not.toContainText(/unlocked/i)
    await expect(main.getByRole('heading', { name: congrats.title!.en })).toHaveCount(0)
    await expect(main.getByLabel('Password', { exact: true })).toHaveCount(0)
  }
  await page.getByRole('main').getByRole('button', { name: uiStrings.checkoutBackToOffer.en }).click()
  await expect(page).toHaveURL(/\/leadership\/offer$/)
})

test("another browser opening a paid session's return URL is told it is not theirs: nothing of the buyer shown, no purchase event", async ({ page, browser }) => {
  const email = uniqueEmail('owner')
  await buyYearlyTrial(page, 'leadership', email)
  const paidSession = String(checkoutSessionsOf(email)[0]?.sessionId)

  const other = await browser.newContext()
  const stranger = await other.newPage()
  await stranger.goto(`/leadership/checkout?payment_return=true&session_id=${paidSession}`)
  const main = stranger.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(uiStrings.checkoutNotYoursTitle.en, { timeout: 30_000 })
  await expect(main).not.toContainText(email)
  await expect(stranger).not.toHaveURL(/congrats/)
  await main.getByRole('button', { name: uiStrings.checkoutBackToOffer.en }).click()
  await expect(stranger).toHaveURL(/\/leadership\/offer$/)
  // The stranger's trail has arrived (the offer's visit at least) and holds no purchase.
  const strangerSession = await sessionIdOf(stranger)
  await expect.poll(() => loggedEvents(strangerSession).length, { timeout: 30_000 }).toBeGreaterThan(0)
  expect(names(loggedEvents(strangerSession))).not.toContain('Trial Completed')
  expect(names(loggedEvents(strangerSession))).not.toContain('Payment completed')
  // Opening congratulations directly does not unlock it either.
  await stranger.goto('/leadership/congrats')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(uiStrings.purchaseRequiredTitle.en, { timeout: 30_000 })
  await other.close()
})

test('parenting: a paid trial reaches the thank-you, which offers cancelling the trial (never a refund), and confirms the cancellation', async ({ page }) => {
  const email = uniqueEmail('parenting')
  await visitAs(page, email)
  await forceVariants(page, 'parenting', { pricingSetKey: 'default' })
  await page.goto('/parenting/offer')
  await shownPrice(page, 'yearly')
  await page.getByRole('main').locator('.primary-button').last().click()
  await payOnSandboxPage(page)
  await expect(page).toHaveURL(/\/parenting\/congrats$/, { timeout: 30_000 })
  const main = page.getByRole('main')
  await expect(main.getByRole('button', { name: 'Keep my free trial' })).toBeVisible({ timeout: 30_000 })
  await expect(main.getByRole('button', { name: 'I want a refund' })).toHaveCount(0)
  await main.getByRole('button', { name: uiStrings.waitingRoomCancelTrial.en }).click()
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(uiStrings.trialCancelledTitle.en, { timeout: 30_000 })
  await expect(main).toContainText(uiStrings.trialCancelled.en)
  // The server's record: the trial is cancelled (no refund of money never charged) and no follow-up is left to send.
  expect(await ordersOf(email)).toEqual([expect.objectContaining({ kind: 'trial', status: 'cancelled' })])
  expect(await refundsOf(email)).toEqual([])
  const jobs = await emailJobsOf(email)
  expect(jobs.length).toBeGreaterThan(0)
  expect(jobs.filter((job) => job.state === 'pending')).toEqual([])
  expect(jobs.every((job) => job.state === 'cancelled')).toBe(true)
})
