/**
 * The parenting funnel's A/B tests (spec section 9). Each test's key is its name followed by
 * `Key`; the first variant is the default and the rules are written so that a visitor without
 * an assignment sees it.
 */
import type { AbTestDocument } from '../../../schemas/abTest/schema'
import { abTest as kitAbTest, defaultVariants as defaultsOf, type VariantInput } from '../../kit/abTest'
import { PARENTING } from './page'

const abTest = (name: string, variants: VariantInput[], pages: string[], description: string) => kitAbTest(PARENTING, { name, variants, pages, description })

export const landingPageVariant = abTest(
  'landingPageVariant',
  ['original', 'screenshot'],
  ['landing'],
  'The landing page: original (an illustration of a parent and child with the headline about calmer days) or screenshot (the app screen with a daily 5-minute action, and a headline about the app).',
)
export const promisePageLayout = abTest('promisePageLayout', ['cards', 'list'], ['empathy-promise'], 'How the empathy promise shows its benefits: as cards (two per row) or as a compact checked list.')
export const socialProofVersion = abTest(
  'socialProofVersion',
  ['headway', 'original'],
  ['social-proof'],
  'The social-proof page: headway (big figures: 300+ summaries, 94% stay after 30 days, 2500 actions) or original (the store ratings with parenting’s own figures).',
)
export const pricingSet = abTest(
  'pricingSet',
  [['default', 100]],
  ['offer'],
  "Which price set the paywall's pricing lookup (parenting: leadership_v2) and checkout ask for. The variant becomes the offer page's pricingSet; today every visitor gets the default set.",
)

export const parentingAbTests: AbTestDocument[] = [landingPageVariant, promisePageLayout, socialProofVersion, pricingSet]

/** Each test's default variant, by test key. */
export const defaultVariants = defaultsOf(parentingAbTests)
