import { expect, test } from '@playwright/test'
import { uiStrings } from '../../seed/uiStrings'
import { appStarted, heading, headingKept, holdEntry, markHeading, htmlFrames, paintedHeadings, RECORD_HTML_FRAMES, RECORD_PAINTED_HEADINGS, redrawWarnings } from './fixtures/prerendered'

/**
 * Issue 28: the checkout page opened by its link. The provider's return is painted from the
 * page's HTML ('Processing your payment') and the app takes it over without drawing it again,
 * then shows the status check's answer in the same heading. Any other checkout URL (the
 * paywall's request, the provider's cancel, a malformed link) is drawn by the app: its HTML
 * is never seen.
 */

const RETURN = '/leadership/checkout?payment_return=true&session_id=cs_sandbox_prerendered_return'
const outcome = new RegExp(`^(${uiStrings.checkoutNotCompletedTitle.en}|${uiStrings.checkoutNotYoursTitle.en})$`)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the provider's return is in the HTML served at the checkout path: the payment being checked", async ({ page }) => {
    await page.goto(RETURN)
    await expect(heading(page)).toHaveText(uiStrings.processingPayment.en)
    await expect(page.getByRole('main')).toContainText(uiStrings.processingPaymentHint.en)
  })
})

test("the provider's return is painted from its HTML, hydrated, and the check's answer fills the same heading in", async ({ page }) => {
  const warnings = redrawWarnings(page)
  const release = await holdEntry(page)
  await page.addInitScript(RECORD_PAINTED_HEADINGS)
  await page.goto(RETURN)
  // On screen with the app held back: the HTML alone.
  await expect(heading(page)).toHaveText(uiStrings.processingPayment.en)
  await markHeading(page)
  release()
  await appStarted(page)
  // A forged session: the server knows none, so nothing was paid.
  await expect(heading(page)).toHaveText(outcome, { timeout: 30_000 })
  expect(await paintedHeadings(page)).toEqual([uiStrings.processingPayment.en, expect.stringMatching(outcome)])
  // The same element: hydrated, not replaced.
  expect(await headingKept(page)).toBe(true)
  expect(warnings).toEqual([])
})

test('a checkout URL that is not the provider\'s return never shows the HTML: the app draws what it asks for', async ({ page }) => {
  await page.addInitScript(RECORD_HTML_FRAMES)
  // A malformed link (no session id from the provider).
  await page.goto('/leadership/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}')
  await appStarted(page)
  await expect(heading(page)).toHaveText(uiStrings.errorTitle.en)
  expect(await htmlFrames(page)).toBe(0)
  // The provider's cancel: back to the offer.
  await page.goto('/leadership/checkout?payment_cancelled=true')
  await expect(page).toHaveURL(/\/leadership\/offer$/, { timeout: 30_000 })
  expect(await htmlFrames(page)).toBe(0)
})
