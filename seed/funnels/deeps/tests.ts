/**
 * The deeps A/B tests (spec section 9): payWallType freeTrial or discount, discount 60 or 70,
 * mainTitle original or journeyProgress. Keys are the name followed by Key; weights are equal.
 * An unassigned visitor counts as the default variant (freeTrial, 60, original).
 */
import { abTest } from '../../kit/abTest'
import { hideWhen, overrideWhen } from '../../kit/rules'
import { DEEPS } from './page'

const PRE_PAYWALL_PAGES = ['endPage1', 'endPage2', 'endPage3', 'endPage4', 'tryForFree', 'journey', 'money', 'timeline']
const PAYWALL_PAGES = ['offer-trial', 'offer-60', 'offer-70']

export const payWallTypeTest = abTest(DEEPS, {
  name: 'payWallType',
  description:
    'freeTrial: the 7-day free trial paywall after the end pages and the trial story (tryForFree, journey, money, timeline). discount: straight to a discounted subscription paywall (60 or 70 percent, see discount). Unassigned counts as freeTrial.',
  variants: ['freeTrial', 'discount'],
  pages: [...PRE_PAYWALL_PAGES, ...PAYWALL_PAGES],
})

export const discountTest = abTest(DEEPS, {
  name: 'discount',
  description: 'The discount of the discount paywall: 60 or 70 percent off. Only matters when payWallType is discount; unassigned counts as 60.',
  variants: ['60', '70'],
  pages: ['offer-60', 'offer-70'],
})

export const mainTitleTest = abTest(DEEPS, {
  name: 'mainTitle',
  description: 'The paywall headline: original, or journeyProgress (a headline about the progress the visitor has already made).',
  variants: ['original', 'journeyProgress'],
  pages: PAYWALL_PAGES,
})

export const deepsAbTests = [payWallTypeTest, discountTest, mainTitleTest]

/** Pages that only the free-trial flow shows: removed when payWallType is discount. */
export const hiddenUnderDiscount = hideWhen(payWallTypeTest, 'discount')

/** mainTitle journeyProgress: the paywall shows its first title alternative. */
export const journeyProgressTitle = overrideWhen(mainTitleTest, 'journeyProgress', { titleAlternative: 1 })
