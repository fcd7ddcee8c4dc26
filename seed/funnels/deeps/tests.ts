/**
 * The deeps A/B tests (spec section 9): payWallType freeTrial or discount, discount 60 or 70,
 * mainTitle original or journeyProgress. Keys are the name followed by Key; weights are equal.
 * Plus the condition builders the deeps processing rules use.
 */
import type { AbTestDocument } from '../../../schemas/abTest/schema'
import type { ProcessingRule, VariantCondition } from '../../../schemas/rule/schema'
import { keyed } from '../../build'

function abTest(name: string, description: string, values: string[], defaultVariant: string, pages: string[]): AbTestDocument {
  return {
    _id: `abTest.deeps.${name}`,
    _type: 'abTest',
    name,
    key: `${name}Key`,
    description,
    version: '1',
    variants: keyed(values.map((value) => ({ _type: 'abVariant' as const, value, weight: 50 }))),
    defaultVariant,
    pages,
  }
}

const PRE_PAYWALL_PAGES = ['endPage1', 'endPage2', 'endPage3', 'endPage4', 'tryForFree', 'journey', 'money', 'timeline']
const PAYWALL_PAGES = ['offer-trial', 'offer-60', 'offer-70']

export const payWallTypeTest = abTest(
  'payWallType',
  'freeTrial: the 7-day free trial paywall after the end pages and the trial story (tryForFree, journey, money, timeline). discount: straight to a discounted subscription paywall (60 or 70 percent, see discount). Unassigned counts as freeTrial.',
  ['freeTrial', 'discount'],
  'freeTrial',
  [...PRE_PAYWALL_PAGES, ...PAYWALL_PAGES],
)

export const discountTest = abTest(
  'discount',
  'The discount of the discount paywall: 60 or 70 percent off. Only matters when payWallType is discount; unassigned counts as 60.',
  ['60', '70'],
  '60',
  ['offer-60', 'offer-70'],
)

export const mainTitleTest = abTest(
  'mainTitle',
  'The paywall headline: original, or journeyProgress (a headline about the progress the visitor has already made).',
  ['original', 'journeyProgress'],
  'original',
  PAYWALL_PAGES,
)

export const deepsAbTests = [payWallTypeTest, discountTest, mainTitleTest]

export function variantIs(test: AbTestDocument, value: string): VariantCondition {
  return { _type: 'variantCondition', _key: `${test.name}_is_${value}`, test: test.key, operator: 'is', values: [value] }
}

export function variantIsNot(test: AbTestDocument, value: string): VariantCondition {
  return { _type: 'variantCondition', _key: `${test.name}_isNot_${value}`, test: test.key, operator: 'isNot', values: [value] }
}

/** A rule whose conditions must all hold. */
export function rule(key: string, effect: ProcessingRule['effect'], conditions: VariantCondition[], extra: Partial<ProcessingRule> = {}): ProcessingRule {
  return { _type: 'processingRule', _key: key, match: 'all', conditions, effect, ...extra }
}

/** Pages that only the free-trial flow shows: removed when payWallType is discount. */
export const hiddenUnderDiscount = rule('hideUnderDiscount', 'hide', [variantIs(payWallTypeTest, 'discount')])

/** mainTitle journeyProgress: the paywall shows its first title alternative. */
export const journeyProgressTitle = rule('journeyProgressTitle', 'override', [variantIs(mainTitleTest, 'journeyProgress')], {
  override: { _type: 'pageOverride', titleAlternative: 1 },
})
