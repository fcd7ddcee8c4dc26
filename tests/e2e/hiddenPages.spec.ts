import { expect, test } from '@playwright/test'
import { deepsPages } from '../../seed/funnels/deeps/index'
import { leadershipPages } from '../../seed/funnels/leadership/index'
import { leadershipAbTests } from '../../seed/funnels/leadership/tests'
import { processFunnel } from '../../seed/kit/processTestKit'
import { forceVariants } from './fixtures/variants'

// With the original explanation flow, the three-page flow (testimonial, book question, book
// comparison) is removed for this visitor; its pages' URLs still exist for other visitors.
const ORIGINAL = { stepwiseExplanationFlowKey: 'original' }
const shown = processFunnel(leadershipPages, leadershipAbTests, ORIGINAL)
const removed = leadershipPages.find((page) => page.key === 'book-comparison')!
const onward = leadershipPages.slice(leadershipPages.indexOf(removed) + 1).find((page) => shown.some((kept) => kept.key === page.key))!

test('a page the variants remove, opened by URL, leads on to the next page that remains, replacing history', async ({ page }) => {
  expect(shown.some((kept) => kept.key === removed.key)).toBe(false)
  await forceVariants(page, 'leadership', ORIGINAL)
  await page.goto('/leadership')
  await page.goto(`/leadership/${removed.path}`)
  await expect(page).toHaveURL(`/leadership/${onward.path}`)
  await expect(page.getByRole('heading', { level: 1, name: onward.title!.en })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  // The removed page's entry was replaced: back returns to where the visitor came from.
  await page.goBack()
  await expect(page).toHaveURL('/leadership')
})

test('a discount visitor who opens the trial paywall gets their discount paywall, not congratulations', async ({ page }) => {
  const congrats = deepsPages.find((candidate) => candidate.key === 'congrats')!
  await forceVariants(page, 'deeps', { payWallTypeKey: 'discount', discountKey: '60', mainTitleKey: 'original' })
  await page.goto('/deeps/offer-trial')
  await expect(page).toHaveURL('/deeps/offer-60')
  await expect(page.getByRole('main')).toContainText('60%')
  await expect(page.getByRole('heading', { level: 1, name: congrats.title!.en })).toHaveCount(0)
})

test('a path that is no page of the funnel still says so', async ({ page }) => {
  await page.goto('/leadership/no-such-page')
  await expect(page.getByRole('alert')).toContainText(/leadership/i)
})
