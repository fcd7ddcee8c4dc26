import { expect, test, type Browser } from '@playwright/test'
import { shownPrice } from './fixtures/purchase'
import { forceVariants } from './fixtures/variants'

/**
 * Prices in copy are the prices charged (issue: truthful copy): a page outside the paywall that
 * quotes a price shows the server's answer for the visitor, the same one the paywall's cards show.
 */

/** A fresh visitor with these leadership variants: the money page's words, then the paywall's yearly card. */
async function moneyPageAndCard(browser: Browser, variants: Record<string, string>) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await forceVariants(page, 'leadership', variants)
  await page.goto('/leadership/money')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^About \$\d+\.\d\d a week for your whole program$/, { timeout: 30_000 })
  const words = await main.innerText()
  await page.goto('/leadership/offer')
  const card = await shownPrice(page, 'yearly')
  await context.close()
  return { words, card }
}

test("leadership's money page quotes the yearly price the paywall charges, in each pricing set", async ({ browser }) => {
  for (const pricingSetKey of ['default', 'second']) {
    const { words, card } = await moneyPageAndCard(browser, { pricingVersionKey: 'v1', pricingSetKey })
    const yearly = card.match(/\$\d+\.\d\d/)?.[0]
    expect(yearly, `the ${pricingSetKey} set's yearly card shows a price`).toBeTruthy()
    expect(words).toContain(`The yearly plan costs ${yearly},`)
    expect(words).not.toContain('--')
  }
})
