import { expect, test } from '@playwright/test'
import { ICON_NODES } from '../../schemas/shared/iconNodes'
import { forceVariants } from './fixtures/variants'
import { answerCurrentPage, pageReady } from './fixtures/walk'
import { languageButton } from './fixtures/language'
import { appStarted, heading, holdEntry, paintedHeadings, RECORD_PAINTED_HEADINGS, redrawWarnings, requested, START_APP } from './fixtures/prerendered'

/**
 * Issue: the landing is in the HTML, painted before any JavaScript runs, and the app takes it
 * over without a visible change; A/B tests on the landing never flicker; the first page does not
 * fade in, later pages keep the 700 ms fade; what the app needs next is asked for with the entry.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every landing is in the HTML served at its base path, compressed', async ({ page }) => {
    for (const basePath of ['/leadership', '/deeps', '/demo', '/parenting', '/parentingexp', '/screendetox', '/screendetoxexp']) {
      const response = await page.goto(basePath)
      expect(response?.status()).toBe(200)
      expect(['br', 'gzip']).toContain(response?.headers()['content-encoding'])
      await expect(heading(page)).toHaveText(/\S/)
      await expect(page.getByRole('main').getByRole('button').first()).toBeVisible()
    }
  })
})

test('the app takes the landing over without drawing it again', async ({ page }) => {
  const warnings = redrawWarnings(page)
  await page.addInitScript(RECORD_PAINTED_HEADINGS)
  await page.goto('/leadership')
  await appStarted(page)
  const painted = await paintedHeadings(page)
  expect(painted).toHaveLength(1)
  await expect(heading(page)).toHaveText(painted[0]!)
  expect(warnings).toEqual([])
})

test('a landing A/B test never shows one variant and then another, for a new or a returning visitor, in English or Polish', async ({ browser }) => {
  const seen = new Map<string, string>()
  const visits = [
    { name: 'new visitor', language: undefined, variants: undefined },
    { name: 'returning, alt1 in Polish', language: 'pl', variants: { landingPageHeadlineKey: 'alt1', landingPageImageKey: 'photorealistic', landingPageQuizHintKey: 'hide' } },
    { name: 'returning, alt3', language: undefined, variants: { landingPageHeadlineKey: 'alt3', landingPageImageKey: 'alternative', landingPageQuizHintKey: 'show' } },
  ]
  for (const visit of visits) {
    const context = await browser.newContext()
    const page = await context.newPage()
    if (visit.variants) await forceVariants(page, 'screendetox', visit.variants)
    if (visit.language) await page.addInitScript((language) => window.localStorage.setItem('funnels:language', JSON.stringify(language)), visit.language)
    await page.addInitScript(RECORD_PAINTED_HEADINGS)
    await page.goto('/screendetox')
    await appStarted(page)
    const painted = await paintedHeadings(page)
    expect(painted, visit.name).toHaveLength(1)
    await expect(heading(page)).toHaveText(painted[0]!)
    await expect(page.getByRole('main')).toHaveAttribute('lang', visit.language ?? 'en')
    // The variant drawn before the first paint is the one the app keeps and stores.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('funnels-ab:screendetox') ?? '{}') as Record<string, string>)
    if (visit.variants) expect(stored).toMatchObject(visit.variants)
    else expect(Object.keys(stored)).toEqual(expect.arrayContaining(['landingPageHeadlineKey', 'timerTextKey']))
    seen.set(visit.name, painted[0]!)
    await context.close()
  }
  // The forced variants really changed the landing: different headlines for different visits.
  expect(new Set([seen.get('returning, alt1 in Polish'), seen.get('returning, alt3')]).size).toBe(2)
})

test('the first page does not fade in; the next one fades in over 700 ms', async ({ page }) => {
  await page.goto('/demo')
  await appStarted(page)
  const landing = page.locator('.page')
  await expect(landing).not.toHaveClass(/page-fade/)
  expect(await landing.evaluate((element) => getComputedStyle(element).animationName)).toBe('none')
  await answerCurrentPage(page)
  await pageReady(page)
  const next = page.locator('.page')
  await expect(next).toHaveClass(/page-fade/)
  expect(await next.evaluate((element) => getComputedStyle(element).animationDuration)).toBe('0.7s')
})

test("the app, the funnel's content and the next pages' code are asked for together, once the painted landing has loaded", async ({ page }) => {
  // Whatever is requested while the entry is held was asked for beside it, not by its code.
  const release = await holdEntry(page)
  const alongside = requested(page, [/\/assets\/leadership-[\w-]+\.json$/, /\/assets\/FunnelArea-[\w-]+\.js$/, /\/assets\/landing-[\w-]+\.js$/, START_APP])
  await page.goto('/leadership')
  await alongside
  release()
  await appStarted(page)

  // Nothing competes with the landing's own images, not even the theme's font: the first request comes after its load event.
  const { loaded, firstRequest } = await page.evaluate(() => ({
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    firstRequest: Math.min(...performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.startsWith('/assets/')).map((entry) => entry.startTime)),
  }))
  expect(firstRequest).toBeGreaterThanOrEqual(loaded)
})

test("the landing paints in the fallback font and keeps it; the theme's font loads after it and is used from the next page on", async ({ page }) => {
  await page.goto('/leadership')
  const frameFont = () => page.locator('.frame').evaluate((element) => getComputedStyle(element).fontFamily)
  await page.waitForFunction(() => [...document.fonts].some((face) => face.family.includes('Plus Jakarta Sans') && face.status === 'loaded'))
  expect(await frameFont()).not.toContain('Plus Jakarta Sans')
  await page.getByRole('main').locator('.primary-button').first().click()
  await expect(page).toHaveURL(/\/leadership\/age$/)
  await expect.poll(frameFont).toContain('Plus Jakarta Sans Variable')
})

test('the landing’s own code carries no icon set: the icons load with the pages that draw them', async ({ request }) => {
  const html = await (await request.get('/leadership')).text()
  const roots = [...html.matchAll(/\/assets\/(?:index|landing)-[\w-]+\.js/g)].map((match) => match[0])
  expect(roots.some((path) => path.includes('/index-'))).toBe(true)
  expect(roots.some((path) => path.includes('/landing-'))).toBe(true)
  // The entry, the landing template and every chunk they import statically (not the lazy imports).
  const seen = new Map<string, string>()
  for (let queue = [...new Set(roots)]; queue.length > 0; ) {
    const path = queue.shift()!
    if (seen.has(path)) continue
    const body = await (await request.get(path)).text()
    seen.set(path, body)
    for (const [, file] of body.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) queue.push(`/assets/${file}`)
  }
  // The content icons' drawings (schemas/shared/iconNodes.ts): a path only the brain icon draws.
  const brain = ICON_NODES.brain[0][1].d
  expect([...seen].filter(([, body]) => body.includes(brain)).map(([path]) => path)).toEqual([])
  // Nor the icon component (its class names "lucide lucide-<name>", as lucide-react's were).
  expect([...seen].filter(([, body]) => /["'`]lucide[ "'`-]/.test(body)).map(([path]) => path)).toEqual([])
})

test('a page inside the funnel, served the app shell, asks for the app code the entry loads with the entry', async ({ page }) => {
  const release = await holdEntry(page)
  const alongside = requested(page, [START_APP])
  // Not waiting for the load event: the held entry holds it back.
  await page.goto('/leadership/age', { waitUntil: 'commit' })
  await alongside
  release()
  await expect(heading(page)).toHaveText('How old are you?')
})

test('a tap on the start button before the app has taken the landing over is not lost', async ({ page }) => {
  // The landing is painted from the HTML, and the visitor acts on it before the app arrives.
  const release = await holdEntry(page)
  await page.goto('/demo')
  await page.getByRole('button', { name: 'Start the demo' }).click()
  expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))).toBe(false)
  await expect(page).toHaveURL('/demo')

  release()
  await expect(page).toHaveURL('/demo/interruptor-basic')
})

test('a tap on the language button before the app has taken the landing over opens the menu once it has', async ({ page }) => {
  // The landing carries the menu's button only: its menu is drawn by the app.
  const release = await holdEntry(page)
  await page.goto('/demo')
  await languageButton(page).click()
  expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))).toBe(false)
  await expect(page.getByRole('menu')).toHaveCount(0)

  release()
  // The app replays the tap: the menu opens on the current language, and Polish is one tap away.
  await expect(page.getByRole('menuitemradio', { name: 'English', exact: true })).toBeFocused()
  await page.getByRole('menuitemradio', { name: 'Polski', exact: true }).click()
  await expect(page.getByRole('main')).toHaveAttribute('lang', 'pl')
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('funnels:language') ?? 'null') as unknown)).toBe('pl')
})

test('a landing whose hero image never arrives still starts the app and answers its button', async ({ page }) => {
  await page.route('**/images/parenting/**', () => undefined) // never answered: no load event, no paint of the hero
  await page.goto('/parenting', { waitUntil: 'commit' })
  await page.getByRole('button').first().waitFor()
  await appStarted(page, { network: false })
  await page.getByRole('main').getByRole('button').first().click()
  await expect(page).not.toHaveURL(/\/parenting$/)
})
