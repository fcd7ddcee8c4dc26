/**
 * Takes the shots in a real browser: one browser context per language and viewport (one visitor
 * each, so A/B variants stay the same across that visitor's pages). The first page is loaded;
 * every later one is opened by its URL inside the running app, as the browser's back and forward
 * do, so the sheet shows pages as a visitor moving through the funnel sees them: in the theme's
 * font, which a visit's first page does not use (web/src/ui/theme/useThemeFont.ts). Reduced
 * motion: no page is caught half-faded.
 */
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { uiStrings } from '../../seed/uiStrings'
import { CHROMIUM_ARGS, chromiumPath } from '../chromium'
import type { SheetShot } from './contactSheet'
import { shotFile, type ShotTarget } from './shotTargets'

export interface Viewport {
  name: string
  width: number
  height: number
  /** The phone shot is the whole page (scrolled content included); the desktop one the first screen. */
  fullPage: boolean
}

export const VIEWPORTS: readonly Viewport[] = [
  { name: 'phone', width: 390, height: 844, fullPage: true },
  { name: 'desktop', width: 1280, height: 800, fullPage: false },
]

/** How long a page may take to show its heading before it is shot as it is. */
const READY_MS = 8_000
/** How long the app may take to show the consent banner after a funnel's first page has loaded. */
const CONSENT_MS = 4_000

async function open(page: Page, url: string, first: boolean): Promise<void> {
  if (first) await page.goto(url, { waitUntil: 'load' })
  else
    await page.evaluate((path) => {
      window.history.pushState(null, '', path)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, new URL(url).pathname)
  // The page of the address the app ended on is the only one drawn, with its heading; a page
  // that never gets there is shot as it is.
  await page
    .waitForFunction(
      () => {
        const shown = document.querySelectorAll('[data-page-path]')
        return shown.length === 1 && shown[0]!.getAttribute('data-page-path') === window.location.pathname && shown[0]!.querySelector('h1, h2') !== null
      },
      undefined,
      { timeout: READY_MS },
    )
    .catch(() => undefined)
  await page.evaluate(() => document.fonts.ready).catch(() => undefined)
}

/** After the first page: the theme's font has loaded (at idle), so the next pages use it. */
async function themeFontLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.fonts].some((face) => face.status === 'loaded'), undefined, { timeout: READY_MS }).catch(() => undefined)
}

/**
 * Where consent is asked (a Polish visitor), the banner is in the first shot, then answered as a
 * visitor would ("Reject all"), so it does not cover every later page.
 */
async function answerConsentBanner(page: Page, language: string): Promise<void> {
  const reject = page.getByRole('button', { name: language === 'pl' ? uiStrings.consentRejectAll.pl : uiStrings.consentRejectAll.en, exact: true })
  // The banner comes with the app, after the landing has painted; where no consent is asked it never does.
  await reject
    .waitFor({ timeout: CONSENT_MS })
    .then(() => reject.click())
    .catch(() => undefined)
}

async function shootVisitor(browser: Browser, baseUrl: string, outDir: string, targets: readonly ShotTarget[], language: string, viewport: Viewport, record: (shot: SheetShot) => void) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, locale: language === 'pl' ? 'pl-PL' : 'en-US', reducedMotion: 'reduce' })
  await context.addInitScript((value) => window.localStorage.setItem('funnels:language', value), JSON.stringify(language))
  const page = await context.newPage()
  try {
    for (const [index, target] of targets.entries()) {
      const file = shotFile(target, language, viewport.name)
      // Each funnel's first page is loaded, as a visitor arriving at that funnel would.
      const arriving = index === 0 || targets[index - 1]!.funnel !== target.funnel
      try {
        await open(page, new URL(target.route, baseUrl).href, arriving)
        mkdirSync(dirname(join(outDir, file)), { recursive: true })
        await page.screenshot({ path: join(outDir, file), fullPage: viewport.fullPage })
        const landed = new URL(page.url()).pathname
        record({ target, language, files: { [viewport.name]: file }, ...(landed !== target.route ? { landedOn: landed } : {}) })
        if (arriving) {
          await answerConsentBanner(page, language)
          await themeFontLoaded(page)
        }
      } catch (error) {
        record({ target, language, files: {}, problem: error instanceof Error ? error.message.split('\n')[0] : String(error) })
      }
    }
  } finally {
    await context.close()
  }
}

/** Every target in every language at every viewport; two visitors at a time (these machines have 2 cores). */
export async function captureShots({ baseUrl, outDir, targets, languages, progress }: { baseUrl: string; outDir: string; targets: readonly ShotTarget[]; languages: readonly string[]; progress: (line: string) => void }): Promise<SheetShot[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const shots = new Map<string, SheetShot>()
  const record = (shot: SheetShot) => {
    const id = `${shot.target.funnel}/${shot.target.position}/${shot.language}`
    const known = shots.get(id)
    shots.set(id, known ? { ...known, ...shot, files: { ...known.files, ...shot.files }, problem: known.problem ?? shot.problem } : shot)
    if (shot.problem) progress(`${shot.target.funnel} ${shot.target.key} (${shot.language}): ${shot.problem}`)
  }
  const jobs = languages.flatMap((language) => VIEWPORTS.map((viewport) => ({ language, viewport })))
  try {
    const queue = [...jobs]
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        progress(`${job.language} ${job.viewport.name}: ${targets.length} pages`)
        await shootVisitor(browser, baseUrl, outDir, targets, job.language, job.viewport, record)
      }
    }
    await Promise.all([worker(), worker()])
  } finally {
    await browser.close()
  }
  return [...shots.values()]
}
