import { expect, test } from '@playwright/test'
import { reportDocumentOf } from '../../functions/src/analytics/publishReports'
import { syntheticArm as arm, syntheticLeadershipReport } from '../../functions/src/analytics/reportFixture'
import { lakeClient } from './fixtures/lake'
import { openStudio, restoreDocuments } from './fixtures/studio'

/**
 * Issue 26: the Studio's Experiments tool shows the published reports with their verdicts, opens
 * the full report, and writes the winner's draft of the A/B test for the team to publish.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 })

const TEST_ID = 'abTest.leadership.pricingSet'
const REPORT_ID = 'experimentReport.leadership'

test.afterEach(async () => {
  await lakeClient.delete(REPORT_ID)
  await restoreDocuments([TEST_ID])
})

test("a decided test's winner gets every visitor through a draft of its A/B test", async ({ browser }) => {
  // A week of a doubled purchase rate in the second pricing set, as the hourly publisher writes it.
  const report = await syntheticLeadershipReport([arm('default', 1, 0.08), arm('second', 1, 0.16)], { visitors: 3000 })
  await lakeClient.createOrReplace(reportDocumentOf(report))

  const page = await openStudio(browser)
  await page.goto('/experiments')
  await expect(page.getByRole('heading', { name: 'Experiments', level: 1 })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('heading', { name: 'leadership', level: 2 })).toBeVisible()
  const row = page.locator('[data-ui="Card"]').filter({ hasText: /^pricingSet/ })
  await expect(row.getByText('second wins on purchase or trial')).toBeVisible()
  await expect(page.getByText('Changes nothing a visitor sees or gets')).toBeVisible()

  await row.getByRole('button', { name: 'Give second every visitor' }).click()
  await expect
    .poll(async () => ((await lakeClient.getDocument(`drafts.${TEST_ID}`))?.variants as { value: string; weight: number }[] | undefined)?.map((variant) => [variant.value, variant.weight]), { timeout: 30_000 })
    .toEqual([['default', 0], ['second', 100]])
  // The published test is untouched until the team publishes the draft.
  expect(((await lakeClient.getDocument(TEST_ID))?.variants as { weight: number }[]).map((variant) => variant.weight)).toEqual([50, 50])
  await expect(row.getByRole('link', { name: 'Open the draft to publish it' })).toBeVisible()

  await row.getByRole('button', { name: 'Open report' }).click()
  const frame = page.frameLocator('iframe[title="Experiments of leadership"]')
  await expect(frame.getByRole('heading', { name: 'Experiments of leadership', level: 1 })).toBeVisible()
  await expect(frame.getByRole('img', { name: 'Purchase or trial: difference from the control with its always-valid interval' }).first()).toBeVisible()
  await page.context().close()
})
