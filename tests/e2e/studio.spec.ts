import { expect, test, type Browser, type Page } from '@playwright/test'
import { E2E } from './fixtures/e2eSettings'
import { lakeClient } from './fixtures/lake'
import { solidPng } from './fixtures/png'
import { forceVariants } from './fixtures/variants'
import { answerCurrentPage } from './fixtures/walk'
import { editDocument, fieldInput, openStudio, publish, publishButton, restoreDocuments } from './fixtures/studio'
import { chooseLanguage } from './fixtures/language'

/**
 * Issue 12: the Studio, against the local lake with no login, is where copy, order and
 * validation live; what it publishes reaches new visitors, and what it only drafts never does.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 })

const LANDING = 'page.leadership.landing'
const AGE = 'page.leadership.age'
const GOAL = 'page.leadership.goal'
const FUNNEL = 'funnel.leadership'
const PARENTING_LANDING = 'page.parenting.landing'
const THEME = 'theme.leadership'
test.afterEach(() => restoreDocuments([LANDING, AGE, GOAL, FUNNEL, PARENTING_LANDING, THEME]))

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
/** Preview copy carries Sanity's invisible edit markers (stega) after the words. */
// A space may be a no-break one: Polish copy is typeset (schemas/content/typeset.ts) before it is shown.
const copy = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(' ', '[ \u00a0]')}[\u200B-\u200D\uFEFF]*$`)
const DUPLICATE_KEY = /already has a page with the key "age"/

/** A visitor's new session: a fresh context, so no stored language, content or answers. */
async function newVisitor(browser: Browser) {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

test('a Polish title changed and published in Studio is what a new Polish session shows', async ({ browser }) => {
  const studio = await openStudio(browser)
  await editDocument(studio, AGE, 'page')
  await fieldInput(studio, 'title.pl').fill('Ile masz dziś lat?')
  await publish(studio, AGE)

  const visitor = await newVisitor(browser)
  await visitor.page.goto('/leadership/age')
  await chooseLanguage(visitor.page, 'pl')
  await expect(heading(visitor.page)).toHaveText('Ile masz dziś lat?')
  await visitor.context.close()
  await studio.context().close()
})

test('a draft is never shown to visitors', async ({ browser }) => {
  const studio = await openStudio(browser)
  await editDocument(studio, AGE, 'page')
  await fieldInput(studio, 'title.en').fill('Draft: how old are you, really?')
  await expect.poll(async () => (await lakeClient.getDocument<{ title?: { en?: string } }>(`drafts.${AGE}`))?.title?.en, { timeout: 30_000 }).toBe('Draft: how old are you, really?')

  const visitor = await newVisitor(browser)
  await visitor.page.goto('/leadership/age')
  await expect(visitor.page.locator('[data-content-source="live"]')).toBeVisible()
  await expect(heading(visitor.page)).toHaveText('How old are you?')
  await visitor.context.close()
  await studio.context().close()
})

test('a duplicate page key is an error and the page cannot be published', async ({ browser }) => {
  const studio = await openStudio(browser)
  await editDocument(studio, GOAL, 'page')
  await studio.getByRole('tab', { name: 'Layout' }).click()
  await fieldInput(studio, 'key').fill('age')
  await expect(publishButton(studio)).toBeDisabled({ timeout: 30_000 })
  // The Studio lists the document's problems in its validation panel.
  await studio.getByRole('button', { name: 'Validation' }).click()
  await expect(studio.getByText(DUPLICATE_KEY).first()).toBeVisible({ timeout: 30_000 })
  expect((await lakeClient.getDocument<{ key: string }>(GOAL))?.key).toBe('goal')
  await studio.context().close()
})

test('pages reordered in Studio change the funnel order in a new session', async ({ browser }) => {
  const studio = await openStudio(browser)
  await editDocument(studio, FUNNEL, 'funnel')
  const pages = studio.getByTestId('field-pages')
  // The array list is virtualised: only rows on screen exist, so bring its top into view.
  await pages.getByText('Visitors see the pages in this order').scrollIntoViewIfNeeded()
  const row = (key: string) => pages.getByRole('link', { name: new RegExp(`^${key} /`) })
  await expect(row('goal')).toBeVisible()
  // Drag "goal" above "age": it becomes the second page, right after the landing.
  const handle = row('goal').locator('xpath=ancestor::*[.//button[@data-ui="DragHandleButton"]][1]//button[@data-ui="DragHandleButton"]')
  const target = await row('age').boundingBox()
  const from = await handle.boundingBox()
  if (!target || !from) throw new Error('The page rows are not on screen')
  await studio.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await studio.mouse.down()
  await studio.mouse.move(from.x + from.width / 2, target.y + 2, { steps: 20 })
  await studio.mouse.up()
  await expect.poll(async () => (await lakeClient.getDocument<{ pages: { _ref: string }[] }>(`drafts.${FUNNEL}`))?.pages.slice(1, 3).map((page) => page._ref), { timeout: 30_000 }).toEqual([GOAL, AGE])
  await publish(studio, FUNNEL)

  const visitor = await newVisitor(browser)
  await visitor.page.goto('/leadership')
  await expect(visitor.page.locator('[data-content-source="live"]')).toBeVisible()
  await answerCurrentPage(visitor.page)
  await expect(visitor.page).toHaveURL(/\/leadership\/goal$/)
  await visitor.context.close()
  await studio.context().close()
})

test('in the Presentation tool, typing into a title changes the preview live, in any language', async ({ browser }) => {
  const studio = await openStudio(browser)
  await studio.goto('/presentation')
  const preview = studio.frameLocator('iframe').first()
  const panel = preview.getByRole('complementary', { name: 'Preview' })
  await expect(panel).toContainText('drafts', { timeout: 90_000 })
  const title = preview.getByRole('main').getByRole('heading', { level: 1 })
  await expect(title).toHaveText(copy('Become a confident leader, one small step a day'))
  // A marker in the preview's window: still there after the edit, so the page was not reloaded.
  await preview.locator('body').evaluate(() => Object.assign(window, { __notReloaded: true }))

  // Clicking the copy in the preview opens its field in the Studio.
  await title.click()
  await expect(fieldInput(studio, 'title.en')).toBeVisible({ timeout: 30_000 })
  await fieldInput(studio, 'title.en').fill('Lead with calm confidence')
  await expect(title).toHaveText(copy('Lead with calm confidence'))
  expect(await preview.locator('body').evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(true)

  // The copywriter picks Polish in the preview panel and edits the Polish title the same way.
  await panel.getByRole('combobox', { name: 'Preview language' }).selectOption('pl')
  await expect(title).toHaveText(copy('Przewodź z pewnością siebie, krok po kroku każdego dnia'))
  await fieldInput(studio, 'title.pl').fill('Przewodź spokojnie i pewnie')
  await expect(title).toHaveText(copy('Przewodź spokojnie i pewnie'))
  await studio.context().close()
})

test("a funnel's colours changed in the theme show in the live preview, and a colour that fails WCAG AA is an error", async ({ browser }) => {
  const studio = await openStudio(browser)
  await studio.goto(`/presentation/theme/${THEME}?preview=${encodeURIComponent('/leadership')}`)
  const preview = studio.frameLocator('iframe').first()
  await expect(preview.getByRole('complementary', { name: 'Preview' })).toContainText('drafts', { timeout: 90_000 })
  const frame = preview.locator('.frame')
  const accent = () => frame.evaluate((element) => getComputedStyle(element).getPropertyValue('--color-accent').trim())
  await expect.poll(accent).toBe('#1d4ed8')

  await fieldInput(studio, 'colors.primary').fill('#7c2d12')
  await expect.poll(accent, { timeout: 30_000 }).toBe('#7c2d12')
  await expect(preview.getByRole('main').locator('.primary-button').first()).toHaveCSS('background-color', 'rgb(124, 45, 18)')

  // Pale text on the pale background: the Studio names the pair and its ratio, and will not publish it.
  await fieldInput(studio, 'colors.text').fill('#9ca3af')
  await expect(publishButton(studio)).toBeDisabled({ timeout: 30_000 })
  await studio.getByRole('button', { name: 'Validation' }).click()
  await expect(studio.getByText(/Text on background is [\d.]+:1; WCAG AA needs 4\.5:1/).first()).toBeVisible({ timeout: 30_000 })
  await studio.context().close()
})

test('an image uploaded in Studio is stored by the lake and shown, sized, to visitors', async ({ browser }) => {
  const studio = await openStudio(browser)
  await editDocument(studio, PARENTING_LANDING, 'page')
  await studio.getByRole('tab', { name: 'Layout' }).click()
  const images = studio.getByTestId('field-images')
  await images.getByText(/parenting|landing|png|webp|jpg/i).first().click()
  const dialog = studio.getByRole('dialog')
  await dialog.locator('input[type="file"]').first().setInputFiles({ name: 'sunrise.png', mimeType: 'image/png', buffer: solidPng(640, 480, [250, 180, 60]) })
  // The lake keeps the upload as an image asset named by its content and size.
  await expect
    .poll(async () => (await lakeClient.getDocument<{ images?: { image?: { asset?: { _ref?: string } } }[] }>(`drafts.${PARENTING_LANDING}`))?.images?.[0]?.image?.asset?._ref, { timeout: 30_000 })
    .toMatch(/^image-[0-9a-f]{40}-640x480-png$/)
  await studio.keyboard.press('Escape')
  await publish(studio, PARENTING_LANDING)

  const visitor = await newVisitor(browser)
  // The 'screenshot' landing shows another image; 'original' shows the page's own images.
  await forceVariants(visitor.page, 'parenting', { landingPageVariantKey: 'original' })
  await visitor.page.goto('/parenting')
  await expect(visitor.page.locator('[data-content-source="live"]')).toBeVisible()
  const uploaded = visitor.page.locator('img[src*="/images/local/production/"]').first()
  await expect(uploaded).toBeVisible()
  const src = await uploaded.getAttribute('src')
  expect(src).toMatch(/-640x480\.png\?.*w=\d+/)
  const served = await visitor.page.request.get(src!)
  expect(served.headers()['content-type']).toBe('image/png')
  expect((await served.body()).equals(solidPng(640, 480, [250, 180, 60]))).toBe(true)
  await visitor.context.close()
  await studio.context().close()
})

test("a page's 'Open in funnel' action opens the renderer at that page", async ({ browser }) => {
  const studio = await openStudio(browser)
  await editDocument(studio, AGE, 'page')
  // Publish is the main action; the others are in the menu beside it.
  await studio.getByTestId('action-menu-button').click()
  const opened = studio.context().waitForEvent('page')
  await studio.getByRole('menuitem', { name: 'Open in funnel' }).click()
  const funnelPage = await opened
  await expect(funnelPage).toHaveURL(`${E2E.webUrl}/leadership/age`)
  await expect(heading(funnelPage)).toHaveText('How old are you?')
  await studio.context().close()
})
