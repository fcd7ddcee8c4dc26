import { expect, test, type Page } from '@playwright/test'
import { answerCurrentPage, pageReady, walkUntil } from './fixtures/walk'
import { forceVariants } from './fixtures/variants'
import { uiStrings } from '../../seed/uiStrings'
import { chooseLanguage } from './fixtures/language'

test.beforeEach(({ page }) => page.clock.install())

/** Spec section 2, from the landing (empty path) to the offer. */
const TO_OFFER = `who-are-you age social-proof number-of-kids kids-ages family-dynamics time-availability parenting-struggle severity
  empathy-promise parenting-style-1 parenting-style-2 values-teaching discipline-beliefs validation-moment communication screen-time self-care
  temper socialization aspiration encouragement-boost role-models happiness-statement sleep-energy stress-check self-doubt final-validation
  equality-attitude interest-focus-areas learning-preference sample-books dedication email calculation plan-reveal more-social-proof
  try-for-free journey money timeline offer`.split(/\s+/)

const DEFAULTS = { landingPageVariantKey: 'original', promisePageLayoutKey: 'cards', socialProofVersionKey: 'headway', pricingSetKey: 'default' }

/** The walk picks the second option of each question: raiseVoice, relaxed, responsibility, punishment... authoritarian. */
const WALKED_STYLE = { en: 'Authoritarian', pl: 'Autorytarny' }

function events(page: Page, name: string): string[] {
  const seen: string[] = []
  page.on('console', (message) => {
    if (message.text().startsWith(`[event] ${name}`)) seen.push(message.text())
  })
  return seen
}

test.describe('parenting', () => {
  test.setTimeout(240_000)

  test('English: from the landing to the offer, every page of the spec, the style on the plan reveal', async ({ page }) => {
    const calculated = events(page, 'Calculated parenting style')
    await forceVariants(page, 'parenting', DEFAULTS)
    await page.goto('/parenting')
    await expect(page.getByRole('main').locator('img[src="/images/parenting/landing-original.svg"]')).toBeVisible()
    const toReveal = await walkUntil(page, '/parenting', '/parenting/plan-reveal')
    await expect(page.locator('.result-name')).toHaveText(WALKED_STYLE.en)
    await expect.poll(() => calculated.length).toBe(1)
    expect(calculated[0]).toContain('authoritarian')
    await answerCurrentPage(page)
    const rest = await walkUntil(page, '/parenting', '/parenting/offer')
    expect([...toReveal, ...rest]).toEqual(['', ...TO_OFFER])
    await expect(page.getByRole('main')).toContainText(WALKED_STYLE.en)
  })

  test('Polish: from the landing to the offer, in Polish', async ({ page }) => {
    await forceVariants(page, 'parenting', DEFAULTS)
    await page.goto('/parenting')
    await chooseLanguage(page, 'pl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spokojniejsze dni z dziećmi zaczynają się od 5 minut dziennie')
    const visited = await walkUntil(page, '/parenting', '/parenting/offer')
    expect(visited).toEqual(['', ...TO_OFFER])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Twój plan rodzicielski jest gotowy')
    await expect(page.getByRole('main')).toContainText(WALKED_STYLE.pl)
  })

  test('the A/B variants show: screenshot landing, list promise, original social proof', async ({ page }) => {
    await forceVariants(page, 'parenting', { ...DEFAULTS, landingPageVariantKey: 'screenshot', promisePageLayoutKey: 'list', socialProofVersionKey: 'original' })
    await page.goto('/parenting')
    await expect(page.getByRole('main').locator('img[src="/images/parenting/landing-screenshot.svg"]')).toBeVisible()
    await page.goto('/parenting/social-proof')
    await expect(page.locator('.store-ratings')).toBeVisible()
    await page.goto('/parenting/empathy-promise')
    await expect(page.locator('.promise-list')).toBeVisible()
  })

  test('the thank-you is for buyers: opened without a purchase it leads to the offer, with no choice to keep or cancel the trial', async ({ page }) => {
    // The paid thank-you (keep, or cancel the trial) is in payments.spec.ts.
    await page.goto('/parenting/congrats')
    await pageReady(page)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(uiStrings.purchaseRequiredTitle.en)
    await expect(main.getByRole('button', { name: 'Keep my free trial' })).toHaveCount(0)
    await expect(main.getByRole('button', { name: 'I want a refund' })).toHaveCount(0)
    await main.getByRole('button', { name: uiStrings.checkoutBackToOffer.en }).click()
    await expect(page).toHaveURL('/parenting/offer')
  })
})

const FORMATS = {
  pdfAudioToolkit: 'PDF and audio toolkit',
  videoCourse: 'Video course',
  mobileApp: 'app, lifetime access',
  emailChallenge: '14-day e-mail challenge',
} as const

test.describe('parentingexp', () => {
  test.setTimeout(240_000)

  test('from the landing to the one-time offer, without the trial pages', async ({ page }) => {
    await forceVariants(page, 'parentingexp', { productFormatKey: 'pdfAudioToolkit', pricingSetKey: 'control' })
    await page.goto('/parentingexp')
    const visited = await walkUntil(page, '/parentingexp', '/parentingexp/offer')
    expect(visited.slice(0, 6)).toEqual(['', 'who-are-you', 'age', 'parenting-struggle', 'severity', 'empathy-promise'])
    for (const trial of ['try-for-free', 'journey', 'money', 'timeline']) expect(visited).not.toContain(trial)
    await expect(page.getByRole('main')).toContainText(FORMATS.pdfAudioToolkit)
  })

  for (const [format, name] of Object.entries(FORMATS)) {
    test(`the offer under productFormat ${format}`, async ({ page }) => {
      await forceVariants(page, 'parentingexp', { productFormatKey: format, pricingSetKey: 'control' })
      await page.goto('/parentingexp/offer')
      await pageReady(page)
      const main = page.getByRole('main')
      await expect(main).toContainText(name)
      await expect(main).toContainText('30 days')
      for (const other of Object.values(FORMATS).filter((candidate) => candidate !== name)) await expect(main).not.toContainText(other)
    })
  }
})
