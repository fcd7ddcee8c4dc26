import { expect, test } from '@playwright/test'
import { forceVariants } from './fixtures/variants'
import { appStarted, heading, headingKept, holdEntry, markHeading, paintedHeadings, RECORD_HTML_FRAMES, RECORD_PAINTED_HEADINGS, redrawWarnings } from './fixtures/prerendered'

/**
 * Issue: a later page opened by its link (a reload, an e-mail link, the way back from the
 * payment provider) is painted from its HTML as a landing is, for a visitor with nothing stored;
 * a visitor whose stored answers may change it never sees that HTML, only the app's page.
 */

const demoQuestion = '/demo/radio-question-basic'
const demoQuestionTitle = 'How often do you put off tasks that matter to you?'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a question, an interstitial, a result and a paywall are in the HTML served at their paths', async ({ page }) => {
    const pages = [
      [demoQuestion, demoQuestionTitle],
      ['/leadership/goal', 'What is your main goal?'],
      ['/leadership/result', 'Your leadership style'],
      ['/parenting/who-are-you', 'Who are you to the child?'],
      // Pages over React's 12.8 kB streaming chunk, which it would write as pending parts.
      ['/demo/testimonial', 'Real people, real change'],
      ['/leadership/offer', 'Your leadership plan is ready'],
      ['/screendetox/complete-package-selection', 'Your plan is ready: choose your package'],
    ] as const
    for (const [path, title] of pages) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(heading(page), path).toHaveText(title)
    }
    // The paywall's HTML has its title and plan section, and no price: the server decides it per visitor.
    await page.goto('/demo/paywall')
    await expect(heading(page)).toHaveText(/\S/)
    await expect(page.getByRole('main')).not.toContainText(/\$\s?\d/)
  })
})

for (const [path, title] of [
  [demoQuestion, demoQuestionTitle],
  // A paywall with a plan per variant, the largest HTML a funnel has: its heading is the variant's.
  ['/leadership/offer', /\S/],
] as const) {
  test(`${path} opened by its link is painted from its HTML and the app takes it over without drawing it again`, async ({ page }) => {
    const warnings = redrawWarnings(page)
    const release = await holdEntry(page)
    await page.addInitScript(RECORD_PAINTED_HEADINGS)
    await page.goto(path)
    // On screen with the app held back: the HTML alone.
    await expect(heading(page)).toHaveText(title)
    const painted = await heading(page).textContent()
    await markHeading(page)
    release()
    await appStarted(page)
    expect(await paintedHeadings(page)).toEqual([painted])
    // The same element: hydrated, not replaced.
    expect(await headingKept(page)).toBe(true)
    expect(warnings).toEqual([])
  })
}

test('an answer chosen on the painted page before the app arrives counts once it has', async ({ page }) => {
  // The variant whose next page is the info page (navigation.spec.ts walks the same).
  await forceVariants(page, 'demo', { demoInterstitialsKey: 'story' })
  const release = await holdEntry(page)
  await page.goto(demoQuestion)
  await page.getByText('Sometimes', { exact: true }).click()
  release()
  await expect(page).toHaveURL('/demo/radio-question-info')
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('funnels:answers:demo') ?? '{}') as Record<string, { key: string }[]>)
  expect(stored['radio-question-basic']?.map((item) => item.key)).toEqual(['sometimes'])
})

test('a visitor with answers stored never sees the HTML made for a visitor without: the app draws the page with their answer', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('funnels:answers:demo', JSON.stringify({ 'radio-question-basic': [{ key: 'rarely', index: 3 }] })))
  await page.addInitScript(RECORD_HTML_FRAMES)
  await page.goto(demoQuestion)
  await appStarted(page)
  await expect(page.getByRole('radio', { name: 'Rarely' })).toBeChecked()
  expect(await page.evaluate(() => (window as unknown as { htmlFrames: number }).htmlFrames)).toBe(0)
})

test('a visitor with nothing stored sees the HTML at once, and the app keeps it', async ({ page }) => {
  await page.addInitScript(RECORD_HTML_FRAMES)
  await page.goto(demoQuestion)
  await appStarted(page)
  await expect(heading(page)).toHaveText(demoQuestionTitle)
  // Painted from the HTML before the app owned it: the recorder is not blind.
  expect(await page.evaluate(() => (window as unknown as { htmlFrames: number }).htmlFrames)).toBeGreaterThan(0)
})
