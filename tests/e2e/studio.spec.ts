import { expect, test, type Browser, type Page } from '@playwright/test'
import { lakeClient } from './fixtures/lake'
import { answerCurrentPage } from './fixtures/walk'
import { editDocument, fieldInput, openStudio, publish, publishButton, restoreDocuments } from './fixtures/studio'

/**
 * Issue 12: the Studio, against the local lake with no login, is where copy, order and
 * validation live; what it publishes reaches new visitors, and what it only drafts never does.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 })

const AGE = 'page.leadership.age'
const GOAL = 'page.leadership.goal'
const FUNNEL = 'funnel.leadership'
test.afterEach(() => restoreDocuments([AGE, GOAL, FUNNEL]))

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

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
  await visitor.page.getByRole('combobox', { name: 'Language' }).selectOption('pl')
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
  await expect(studio.getByText(/already used by another page|unique|duplicate/i).first()).toBeVisible({ timeout: 30_000 })
  await expect(publishButton(studio)).toBeDisabled()
  expect((await lakeClient.getDocument<{ key: string }>(GOAL))?.key).toBe('goal')
  await studio.context().close()
})

test('pages reordered in Studio change the funnel order in a new session', async ({ browser }) => {
  const studio = await openStudio(browser)
  await editDocument(studio, FUNNEL, 'funnel')
  const pages = studio.getByTestId('field-pages')
  // The array list is virtualised: only rows on screen exist, so bring the first ones into view.
  await pages.scrollIntoViewIfNeeded()
  const row = (key: string) => pages.getByRole('link', { name: new RegExp(`^${key} /`) })
  await expect(row('goal')).toBeVisible()
  // Drag "goal" above "age": it becomes the second page, right after the landing.
  const handle = row('goal').locator('xpath=preceding-sibling::button[1]')
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
