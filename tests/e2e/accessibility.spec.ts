import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { seedDocuments } from '../../seed/dataset'
import { uiStrings } from '../../seed/uiStrings'
import { targetsOfSnapshot } from '../../scripts/shots/shotTargets'

/**
 * Issue 27: axe finds no serious or critical violation on any page of the seven funnels, in
 * English and in Polish, at 390x844, by one visitor per funnel and language. The first page is
 * loaded; every later one is opened by its URL inside the running app, as the browser's back and
 * forward buttons open a page (a reload of each of the 636 pages would double the run). With
 * reduced motion there is no fade, so axe sees each page as it rests. Only violations are
 * collected: passes are not serialised back.
 */
const documents = seedDocuments() as { _type: string; key?: string }[]
const funnels = documents.filter((document) => document._type === 'funnel')
const pages = documents.filter((document) => document._type === 'page')

test.use({ reducedMotion: 'reduce' })

async function open(page: Page, route: string, first: boolean): Promise<void> {
  if (first) await page.goto(route)
  else
    await page.evaluate((path) => {
      window.history.pushState(null, '', path)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, route)
  // The page of the address the app ended on (a purchase-only page may send the visitor on) is
  // the only one in the DOM, its heading drawn.
  await page.waitForFunction(() => {
    const shown = document.querySelectorAll('[data-page-path]')
    return shown.length === 1 && shown[0]!.getAttribute('data-page-path') === window.location.pathname && shown[0]!.querySelector('h1, h2') !== null
  })
}

for (const funnel of funnels) {
  const targets = targetsOfSnapshot({ funnel, pages })
  for (const language of ['en', 'pl'] as const) {
    test(`${funnel.key} in ${language === 'en' ? 'English' : 'Polish'}: no serious or critical axe violation on any of its ${targets.length} pages`, async ({ page }) => {
      test.setTimeout(20_000 + targets.length * 3_000)
      await page.addInitScript((value) => window.localStorage.setItem('funnels:language', value), JSON.stringify(language))
      const found: string[] = []
      for (const [index, target] of targets.entries()) {
        await open(page, target.route, index === 0)
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
