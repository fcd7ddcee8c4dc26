import { expect, test } from '@playwright/test'
import { demoPages, DEMO_PAGE_ORDER } from '../../seed/funnels/demo/index'
import { uiStrings } from '../../seed/uiStrings'
import { payOnSandboxPage } from './fixtures/purchase'
import { answerCurrentPage, pageReady } from './fixtures/walk'
import { forceVariants } from './fixtures/variants'
import { chooseLanguage } from './fixtures/language'

test.beforeEach(async ({ page }) => {
  await forceVariants(page, 'demo', { demoInterstitialsKey: 'story' })
  await page.clock.install()
})

const routeOf = (key: string) => (key === 'demoLanding' ? '/demo' : `/demo/${key}`)
const lastKey = DEMO_PAGE_ORDER[DEMO_PAGE_ORDER.length - 1]
/** Pages only a buyer sees: opened without paying, they show the neutral page that leads to the paywall. */
const PURCHASE_ONLY = new Set(['congrats', 'waiting-room', 'register'])

for (const language of ['en', 'pl'] as const) {
  test(`walks the whole demo funnel in ${language === 'en' ? 'English' : 'Polish'}, answering every question type`, async ({ page }) => {
    test.setTimeout(240_000)
    await page.goto('/demo')
    if (language === 'pl') await chooseLanguage(page, 'pl')
    const visited: string[] = []
    for (const expected of demoPages) {
      await expect(page).toHaveURL(routeOf(expected.key))
      await pageReady(page)
      visited.push(expected.key)
      const title = expected.title?.[language]
      if (title) await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title)
      if (expected.key !== lastKey) await answerCurrentPage(page)
      // The paywall's button is a real purchase: the sandbox's card page, then back to congrats.
      if (expected.componentType === 'paywall') await payOnSandboxPage(page, undefined, language)
    }
    expect(visited).toEqual([...DEMO_PAGE_ORDER])
  })
}

test('every demo page fits 360 px and 31.25rem on a desktop, screenshot at 390x844 (axe: accessibility.spec.ts)', async ({ page }, testInfo) => {
  test.setTimeout(300_000)
  for (const key of DEMO_PAGE_ORDER) {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(routeOf(key))
    await pageReady(page)
    if (PURCHASE_ONLY.has(key)) await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(uiStrings.purchaseRequiredTitle.en)
    await page.screenshot({ path: testInfo.outputPath(`demo-${key}.png`), fullPage: true })

    await page.setViewportSize({ width: 360, height: 740 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${key} overflows at 360 px`).toBeLessThanOrEqual(360)
    await page.setViewportSize({ width: 1280, height: 800 })
    const width = await page.getByRole('main').evaluate((main) => main.getBoundingClientRect().width)
    expect(width, `${key} content is wider than 31.25rem on desktop`).toBeLessThanOrEqual(500)
  }
})
