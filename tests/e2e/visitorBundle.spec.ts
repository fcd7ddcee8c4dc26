import { expect, test, type Page } from '@playwright/test'
import { answerCurrentPage, pageReady } from './fixtures/walk'

/**
 * Strings that only the Studio preview's packages contain, taken from their dist files: if a
 * script body holds one, that package's code was downloaded.
 */
const PREVIEW_MARKERS = {
  '@sanity/react-loader': 'The `loadQuery` function is server only.',
  '@sanity/visual-editing': 'sanity-visual-editing',
  // The stega encoder's list of fields it never marks; @sanity/client's main entry only imports it on demand.
  '@sanity/client stega encoder': 'linkAction',
} as const

/** The invisible characters stega hides edit information in. */
const STEGA = /(?:\u200b|\u200c|\u200d|\ufeff){8,}/

/** Every script the page downloads, by URL, with its body. */
function recordScripts(page: Page) {
  const bodies = new Map<string, Promise<string>>()
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) bodies.set(response.url(), response.text().catch(() => ''))
  })
  return {
    /** The preview packages whose markers appear in a downloaded script. */
    async packagesLoaded(): Promise<string[]> {
      const texts = await Promise.all(bodies.values())
      return Object.entries(PREVIEW_MARKERS)
        .filter(([, marker]) => texts.some((text) => text.includes(marker)))
        .map(([name]) => name)
    },
  }
}

test('a visitor walking leadership downloads none of the preview packages', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.clock.install()
  await page.goto('/leadership')
  for (let step = 0; step < 4; step++) await answerCurrentPage(page)
  await pageReady(page)
  // The visitor platform, live content and the next page's template load after the paint: wait for them all.
  await page.waitForLoadState('networkidle')
  expect(await scripts.packagesLoaded()).toEqual([])
  await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0)
  expect(await page.evaluate(() => window.sessionStorage.getItem('funnels:preview'))).toBeNull()
})

test('the Presentation entry opens the asked page in preview mode, with the preview packages and panel', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.goto('/preview?sanity-preview-secret=not-checked&sanity-preview-pathname=%2Fleadership&sanity-preview-perspective=drafts')
  await expect(page).toHaveURL('/leadership')
  await pageReady(page)
  const panel = page.getByRole('complementary', { name: 'Preview' })
  await expect(panel).toBeVisible()
  // Outside the Studio nothing connects: the preview shows published content.
  await expect(panel.getByTitle(/^Published content/)).toHaveText('published')
  await expect.poll(() => scripts.packagesLoaded()).toEqual(Object.keys(PREVIEW_MARKERS))
  // A copywriter's walk is a tester's: it never counts as a visitor.
  expect(await page.evaluate(() => window.localStorage.getItem('funnels:tester'))).toBe('true')

  await panel.getByRole('combobox', { name: 'Preview language' }).selectOption('pl')
  await expect(page.getByRole('main')).toHaveAttribute('lang', 'pl')
  await panel.getByRole('button', { name: /A\/B variants/ }).click()
  await expect(panel.getByRole('combobox', { name: /payWallMainTitleKey/ })).toBeVisible()

  await panel.getByRole('button', { name: 'Leave preview' }).click()
  await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0)
  await pageReady(page)
  expect(await page.evaluate(() => window.sessionStorage.getItem('funnels:preview'))).toBeNull()
})

test('preview mode stays on while the copywriter walks the funnel, and its copy carries edit markers', async ({ page }) => {
  await page.clock.install()
  await page.goto('/preview?sanity-preview-pathname=%2Fleadership')
  await expect(page).toHaveURL('/leadership')
  // The loader's published answer (with the lake's source map) replaces the snapshot's text.
  await expect.poll(async () => STEGA.test((await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()) ?? '')).toBe(true)
  await answerCurrentPage(page)
  await pageReady(page)
  await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible()
  // Keys and paths are never marked: the walk's URLs stay clean.
  expect(page.url()).not.toMatch(STEGA)
})
