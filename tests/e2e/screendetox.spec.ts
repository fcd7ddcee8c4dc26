import { expect, test, type Page } from '@playwright/test'
import { processFunnel } from '../../seed/kit/processTestKit'
import { SCREENDETOX_PAGE_ORDER, screendetoxAbTests, screendetoxPages } from '../../seed/funnels/screendetox/index'
import { VARIANT_A_PRICES } from '../../seed/funnels/screendetoxexp/index'
import { uiStrings } from '../../seed/uiStrings'
import { paysFrom } from './fixtures/country'
import { answerCurrentPage, pageReady } from './fixtures/walk'
import { forceVariants } from './fixtures/variants'
import { chooseLanguage } from './fixtures/language'

const BASE = '/screendetox'
const PAYWALL = 'complete-package-selection'

/** Every screen-detox test at its default, so a walk does not depend on the random draw. */
const DEFAULTS = Object.fromEntries(screendetoxAbTests.map((abTest) => [abTest.key, abTest.defaultVariant!]))

test.beforeEach(({ page }) => page.clock.install())

/**
 * Walks from the landing to the package page, checking each page's headline against the
 * content as processed for these variants, and returns the page keys on the way.
 */
async function walkToPackages(page: Page, variants: Record<string, string>, language: 'en' | 'pl'): Promise<string[]> {
  const expected = processFunnel(screendetoxPages, screendetoxAbTests, variants)
  const visited: string[] = []
  for (let step = 0; step < 40; step++) {
    await pageReady(page)
    const path = new URL(page.url()).pathname
    const key = path === BASE ? 'landing' : path.slice(BASE.length + 1)
    visited.push(key)
    const title = expected.find((candidate) => candidate.key === key)?.title?.[language]
    if (title) await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title)
    if (key === PAYWALL) return visited
    await answerCurrentPage(page)
  }
  throw new Error(`Did not reach ${PAYWALL}; visited ${visited.join(', ')}`)
}

const upToPaywall = (...removed: string[]) => SCREENDETOX_PAGE_ORDER.slice(0, SCREENDETOX_PAGE_ORDER.indexOf(PAYWALL) + 1).filter((key) => !removed.includes(key))

test.describe('screendetox', () => {
  test.setTimeout(240_000)

  test('English, paywallLayout classic: every page up to the packages, the screen-time chart included', async ({ page }) => {
    const variants = { ...DEFAULTS, paywallLayoutKey: 'classic' }
    await forceVariants(page, 'screendetox', variants)
    await paysFrom(page, 'US')
    await page.goto(BASE)
    const main = page.getByRole('main')
    await expect(main.getByText('The quiz takes just 3 minutes')).toBeVisible()
    const visited = await walkToPackages(page, variants, 'en')
    expect(visited).toEqual(upToPaywall())
    await expect(main.getByRole('radio')).toHaveCount(4)
    await expect(main.getByRole('radio', { checked: true })).toHaveValue('silver')
    // Outside Poland in dollars: spec 9's "starter $27 (was $67)", the $67 being START's real earlier price.
    await expect(main.locator('[data-plan="start"] .plan-price')).toHaveText('$27')
    await expect(main.locator('[data-plan="start"] .plan-original')).toContainText('$67')
    await expect(main.getByRole('timer').locator('xpath=..')).toContainText(uiStrings.paywallPlanReserved.en)
  })

  test('Polish, paywallLayout hypno: the same walk without the screen-time chart, in Polish', async ({ page }) => {
    const variants = { ...DEFAULTS, paywallLayoutKey: 'hypno' }
    await forceVariants(page, 'screendetox', variants)
    await paysFrom(page, 'PL')
    await page.goto(BASE)
    await chooseLanguage(page, 'pl')
    const visited = await walkToPackages(page, variants, 'pl')
    expect(visited).toEqual(upToPaywall('screen-time-chart'))
    const main = page.getByRole('main')
    await expect(main.getByRole('timer').locator('xpath=..')).toContainText(uiStrings.paywallPlanReserved.pl!)
    await expect(main.locator('[data-plan="silver"]')).toContainText(uiStrings.paywallMostPopular.pl!)
    // In Poland in złoty: "97 zł (was 197 zł)", 197 zł being the lowest price of the 30 days before the reduction.
    await expect(main.locator('[data-plan="start"] .plan-price')).toHaveText('97 zł')
    await expect(main.locator('[data-plan="start"] .plan-original')).toContainText('197 zł')
    // ... and the card names it as the directive asks (the text is typeset: no-break spaces after one-letter words).
    await expect(main.locator('[data-plan="start"] .plan-reference')).toHaveText(/^Najniższa cena z[ \u00a0]30 dni przed obniżką: 197[ \u00a0]zł$/)
    await expect(main.locator('[data-plan="silver"] .plan-original')).toHaveCount(0)
  })

  test('variants show on the pages: orange button without hint, skipped impact page, simplified packages, soft timer', async ({ page }) => {
    const variants = {
      ...DEFAULTS,
      landingPageButtonColorKey: 'orange',
      landingPageQuizHintKey: 'hide',
      impactVisualizationPageKey: 'skip',
      packageWidgetStyleKey: 'simplified',
      paywallTimerKey: 'soft',
      timerTextKey: 'limitedTimeOffer',
    }
    await forceVariants(page, 'screendetox', variants)
    await page.goto(BASE)
    const main = page.getByRole('main')
    await expect(main.locator('section.landing-button-orange')).toBeVisible()
    // The theme's accent: a real orange (#c2410c) with white text, not the warning brown.
    await expect(main.locator('section.landing-button-orange .primary-button').first()).toHaveCSS('background-color', 'rgb(194, 65, 12)')
    await expect(main.locator('section.landing-button-orange .primary-button').first()).toHaveCSS('color', 'rgb(255, 255, 255)')
    await expect(main.getByText('The quiz takes just 3 minutes')).toHaveCount(0)
    const visited = await walkToPackages(page, variants, 'en')
    expect(visited).toEqual(upToPaywall('impact-visualization'))
    await expect(main.locator('.plan-feature')).toHaveCount(0)
    await expect(main.locator('.paywall-timer-soft')).toContainText(uiStrings.paywallLimitedTimeOffer.en)
  })
})

test.describe('screendetoxexp', () => {
  test.setTimeout(240_000)

  test('the same page list; getMyPlan, simplified cards and the variant-a prices on the package page', async ({ page }) => {
    await forceVariants(page, 'screendetoxexp', { paywallButtonTextKey: 'getMyPlan', packageWidgetStyleKey: 'simplified', pricingSetKey: 'variant-a' })
    await paysFrom(page, 'PL')
    await page.goto('/screendetoxexp')
    const visited: string[] = []
    for (let step = 0; step < 40 && !page.url().endsWith(`/${PAYWALL}`); step++) {
      await pageReady(page)
      visited.push(new URL(page.url()).pathname)
      await answerCurrentPage(page)
    }
    await pageReady(page)
    expect(visited).toHaveLength(SCREENDETOX_PAGE_ORDER.indexOf(PAYWALL))
    const main = page.getByRole('main')
    await expect(main.getByRole('button', { name: 'Get my plan' })).toBeVisible()
    await expect(main.locator('.plan-feature')).toHaveCount(0)
    await expect(main.locator('[data-plan="start"] .plan-price')).toHaveText(`${VARIANT_A_PRICES.start} zł`)
    // Variant-a's prices were never sold dearer: nothing is struck through.
    await expect(main.locator('.plan-original')).toHaveCount(0)
  })
})
