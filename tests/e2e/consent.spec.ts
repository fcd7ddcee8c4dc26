import { expect, test, type Page } from '@playwright/test'
import { closeDatabase, consentOf } from './fixtures/database'
import { shownPrice, visitAs, uniqueEmail } from './fixtures/purchase'
import { loggedEvents, sessionIdOf, sinkLines } from './fixtures/sinks'
import { chooseLanguage } from './fixtures/language'

/**
 * Consent before tracking, as a visitor in Poland meets it: the banner after the first paint,
 * nothing for Meta after "Reject all" (no _fbp or _fbc cookie, no line in the Meta sink, the
 * server records the refusal), and "Cookie settings" in the footer to change one's mind, after
 * which Meta hears of the next conversion.
 */
test.use({ timezoneId: 'Europe/Warsaw', locale: 'pl-PL' })
test.afterAll(closeDatabase)

const PACKAGES = '/screendetox/complete-package-selection'

/** Every callable gets the geo header production's load balancer adds: the visitor is in Poland. */
async function fromPoland(page: Page): Promise<void> {
  await page.route(/\/(saveLog|logFbEvent|logAnalyticsEvent|getPaymentPrices)$/, (route) => route.continue({ headers: { ...route.request().headers(), 'x-country-code': 'PL' } }))
}

const metaLinesOf = (uid: string) => sinkLines('meta').filter((line) => line.authUid === uid)

async function uidOf(page: Page, sessionId: string): Promise<string> {
  await expect.poll(() => loggedEvents(sessionId).find((line) => typeof line.authUid === 'string')?.authUid, { timeout: 30_000 }).toEqual(expect.any(String))
  return loggedEvents(sessionId).find((line) => typeof line.authUid === 'string')!.authUid as string
}

async function choosePackage(page: Page, plan: string): Promise<void> {
  // A card is a choice once its price is in: the event carries the package's price.
  await shownPrice(page, plan)
  await page.locator(`[data-plan="${plan}"]`).click()
}

test('a Polish visitor rejects tracking: no Meta cookie or event; accepting later from the footer lets the next one through', async ({ page, context }) => {
  await fromPoland(page)
  await visitAs(page, uniqueEmail('consent'))
  await page.goto(PACKAGES)
  // The funnel speaks English until the visitor picks Polish, as a visitor in Poland may.
  await chooseLanguage(page, 'pl')

  const banner = page.getByRole('dialog', { name: /^Pliki cookie i\sTwoja prywatność$/ })
  await expect(banner).toBeVisible({ timeout: 15_000 })
  await expect(banner.getByRole('button', { name: 'Odrzuć wszystkie' })).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Zaakceptuj wszystkie' })).toBeVisible()
  await banner.getByRole('button', { name: 'Odrzuć wszystkie' }).click()
  await expect(banner).toBeHidden()

  const sessionId = await sessionIdOf(page)
  const uid = await uidOf(page, sessionId)
  // The refusal reaches the server's trail with the banner's version.
  await expect.poll(() => loggedEvents(sessionId).find((line) => line.name === 'Consent changed')?.params, { timeout: 30_000 }).toMatchObject({ analytics: false, marketing: false, bannerVersion: '2026-11' })
  await expect.poll(() => consentOf(uid), { timeout: 30_000 }).toMatchObject({ consent_analytics: false, consent_marketing: false, consent_version: '2026-11', consent_at: expect.any(Date) })

  // A conversion after the refusal: Meta hears nothing, and no Meta cookie is written.
  await choosePackage(page, 'gold')
  await expect.poll(() => loggedEvents(sessionId).some((line) => line.name === 'Package selected'), { timeout: 30_000 }).toBe(true)
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('_fbp')
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('_fbc')
  expect(metaLinesOf(uid)).toEqual([])
  // Every event of the trail says what the visitor allowed.
  expect(loggedEvents(sessionId).at(-1)?.superProperties?.consent).toEqual({ analytics: false, marketing: false, version: '2026-11' })

  // A reload does not ask again.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Ustawienia plików cookie' })).toBeVisible()
  await expect(banner).toBeHidden()

  // Changing one's mind from the footer.
  await page.getByRole('button', { name: 'Ustawienia plików cookie' }).click()
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('checkbox', { name: /Marketingowe/ })).not.toBeChecked()
  await banner.getByRole('button', { name: 'Zaakceptuj wszystkie' }).click()
  await expect(banner).toBeHidden()
  await expect
    .poll(() => loggedEvents(sessionId).filter((line) => line.name === 'Consent changed').map((line) => line.params?.marketing), { timeout: 30_000 })
    .toEqual([false, true])
  await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain('_fbp')
  // The server gates on its own record: the next conversion waits for the grant to be on it.
  await expect.poll(async () => (await consentOf(uid))?.consent_marketing, { timeout: 30_000 }).toBe(true)

  // The next conversion goes to Meta (the local Meta sink), once the server has the grant on record.
  // Gold again: the reload mounted the page afresh (silver preselected), so choosing gold is reported anew.
  await choosePackage(page, 'gold')
  await expect.poll(() => metaLinesOf(uid).map((line) => line.event_name), { timeout: 30_000 }).toEqual(['AddToCart'])
})
