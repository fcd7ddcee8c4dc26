import { expect, test } from '@playwright/test'
import { walkUntil } from './fixtures/walk'
import { forceVariants } from './fixtures/variants'

test.beforeEach(({ page }) => page.clock.install())

const LEADERSHIP_DEFAULTS = {
  interruptor1Key: 'show',
  efficencyChart2Key: 'show',
  qMotivationKey: 'show',
  obstacleFlowKey: 'normal',
  stepwiseExplanationFlowKey: 'original',
  beforeAfterTransformationKey: 'show',
  payWallStepwiseBenefitsV2Key: 'simplified',
}

test.describe('leadership', () => {
  test.setTimeout(240_000)

  test('from / to the paywall under the default variants', async ({ page }) => {
    await forceVariants(page, 'leadership', LEADERSHIP_DEFAULTS)
    await page.goto('/')
    await expect(page).toHaveURL('/leadership')
    const visited = await walkUntil(page, '/leadership', '/leadership/offer')
    expect(visited).toContain('explanation1')
    expect(visited).toContain('efficencyChart')
    expect(visited).toContain('motivation')
    expect(visited).toContain('explanation18')
    for (const removed of ['explanation18a', 'explanation18b', 'stepwise-testimonial', 'book-summaries-question', 'book-comparison', 'business', 'abilities']) {
      expect(visited).not.toContain(removed)
    }
    expect(visited[visited.indexOf('calculation') - 1]).toBe('email')
    await expect(page.getByRole('main')).toContainText('7')
  })

  test('forced variants change the page list', async ({ page }) => {
    await forceVariants(page, 'leadership', {
      ...LEADERSHIP_DEFAULTS,
      interruptor1Key: 'skip',
      efficencyChart2Key: 'skip',
      qMotivationKey: 'skip',
      obstacleFlowKey: 'learnTakeActionCreateHabits',
      stepwiseExplanationFlowKey: 'threePageFlow',
      beforeAfterTransformationKey: 'hide',
    })
    await page.goto('/leadership')
    const visited = await walkUntil(page, '/leadership', '/leadership/offer')
    for (const removed of ['explanation1', 'explanation2', 'efficencyChart', 'motivation', 'before-after-transformation', 'explanation18', 'explanation18b']) {
      expect(visited).not.toContain(removed)
    }
    for (const kept of ['explanation18a', 'stepwise-testimonial', 'book-summaries-question', 'book-comparison']) expect(visited).toContain(kept)
  })
})

test.describe('deeps', () => {
  test.setTimeout(240_000)

  test('free trial: the trial paywall after tryForFree, journey, money and timeline', async ({ page }) => {
    await forceVariants(page, 'deeps', { payWallTypeKey: 'freeTrial', discountKey: '60', mainTitleKey: 'original' })
    await page.goto('/deeps')
    const visited = await walkUntil(page, '/deeps', '/deeps/offer-trial')
    expect(visited.slice(-5)).toEqual(['tryForFree', 'journey', 'money', 'timeline', 'offer-trial'])
    expect(visited[visited.indexOf('calculation-1') - 1]).toBe('register')
  })

  for (const percent of ['60', '70'] as const) {
    test(`discount ${percent}: only the ${percent}% paywall, without the trial pages`, async ({ page }) => {
      await forceVariants(page, 'deeps', { payWallTypeKey: 'discount', discountKey: percent, mainTitleKey: 'original' })
      await page.goto('/deeps')
      const visited = await walkUntil(page, '/deeps', `/deeps/offer-${percent}`)
      for (const removed of ['tryForFree', 'journey', 'money', 'timeline', 'endPage1', 'offer-trial', `offer-${percent === '60' ? '70' : '60'}`]) {
        expect(visited).not.toContain(removed)
      }
      await expect(page.getByRole('main')).toContainText(`${percent}%`)
    })
  }
})

test('ds/* lands on the deeps age question', async ({ page }) => {
  await page.goto('/ds/x')
  await expect(page).toHaveURL('/deeps/age')
  await expect(page.getByRole('main').getByRole('radio').first()).toBeVisible()
})
