import { expect, test } from '@playwright/test'
import { forceVariants } from './fixtures/variants'
import { shownPrice, stubAppStores, uniqueEmail, visitAs } from './fixtures/purchase'

/**
 * A visitor who loses the network mid-funnel: code loaded on demand (here the checkout, which is
 * not fetched ahead) fails while offline and is loaded again when the connection returns, so the
 * visitor continues without the error page.
 */
test.beforeEach(async ({ page }) => stubAppStores(page))

test('the checkout code, asked for while offline, loads when the connection returns: no error page', async ({ page, context }) => {
  await visitAs(page, uniqueEmail('offline'))
  await forceVariants(page, 'leadership', { payWallCheckoutTypeKey: 'checkout', pricingSetKey: 'default' })
  await page.goto('/leadership/offer')
  await shownPrice(page, 'yearly')

  await context.setOffline(true)
  await page.getByRole('main').locator('.primary-button').last().click()
  // Offline: the route changes and the app waits for the connection instead of failing.
  await expect(page).toHaveURL(/\/leadership\/checkout/)
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
  await context.setOffline(false)

  // Back online: the checkout loads and sends the visitor on to pay.
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
  await expect(page.getByLabel(/card number/i)).toBeVisible({ timeout: 30_000 })
})
