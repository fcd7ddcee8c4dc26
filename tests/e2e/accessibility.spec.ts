import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { seedDocuments } from '../../seed/dataset'
import { uiStrings } from '../../seed/uiStrings'
import { targetsOfSnapshot } from '../../scripts/shots/shotTargets'

/**
 * Issue 27: axe finds no serious or critical violation on any page of the seven funnels, in
 * English and in Polish, at 390x844. Each page is opened by its URL, as a reload or a link from
 * an e-mail opens it, by one visitor per funnel and language. Only violations are collected
 * (passes are not serialised back): the 636 runs are the longest part of the end-to-end suite.
 */
const documents = seedDocuments() as { _type: string; key?: string }[]
const funnels = documents.filter((document) => document._type === 'funnel')
const pages = documents.filter((document) => document._type === 'page')

async function settled(page: Page): Promise<void> {
  await page.locator('main h1, main h2').first().waitFor()
  // A half-faded page fails on contrast: let the page's own 700 ms fade finish (a first page has
  // none). Only the page's own animations: a story's timer runs on to the next page.
  await page
    .locator('.page')
    .first()
    .evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
}

for (const funnel of funnels) {
  const targets = targetsOfSnapshot({ funnel, pages })
  for (const language of ['en', 'pl'] as const) {
    test(`${funnel.key} in ${language === 'en' ? 'English' : 'Polish'}: no serious or critical axe violation on any of its ${targets.length} pages`, async ({ page }) => {
      test.setTimeout(20_000 + targets.length * 6_000)
      await page.addInitScript((value) => window.localStorage.setItem('funnels:language', value), JSON.stringify(language))
      const found: string[] = []
      for (const [index, target] of targets.entries()) {
        await page.goto(target.route)
        await settled(page)
        const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()
        for (const violation of violations.filter((each) => each.impact === 'serious' || each.impact === 'critical'))
          found.push(`${target.key} (${target.route}): ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
        // The consent banner, where it is asked, is checked on the first page, then answered.
        if (index === 0) {
          const reject = page.getByRole('button', { name: uiStrings.consentRejectAll[language], exact: true })
          if (await reject.isVisible()) await reject.click()
        }
      }
      expect(found).toEqual([])
    })
  }
}
