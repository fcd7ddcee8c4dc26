/**
 * The experimental parenting funnel's A/B tests (spec section 9): productFormat picks the
 * one-time product the offer sells; pricingSet picks the one-time price set.
 */
import type { AbTestDocument } from '../../../schemas/abTest/schema'
import { abTest, defaultVariants as defaultsOf } from '../../kit/abTest'

export const PARENTINGEXP = 'parentingexp'

export const PRODUCT_FORMATS = ['pdfAudioToolkit', 'videoCourse', 'mobileApp', 'emailChallenge'] as const
export type ProductFormat = (typeof PRODUCT_FORMATS)[number]

export const productFormat = abTest(PARENTINGEXP, {
  name: 'productFormat',
  variants: [...PRODUCT_FORMATS],
  pages: ['offer', 'faq', 'congrats'],
  description:
    'Which one-time product the offer sells: pdfAudioToolkit (PDF and audio toolkit), videoCourse (video course), mobileApp (the app) or emailChallenge (14-day e-mail challenge). Each variant replaces the paywall plan (one plan of interval once, with its name and features), the headline and the thank-you copy.',
})

export const pricingSet = abTest(PARENTINGEXP, {
  name: 'pricingSet',
  variants: [
    ['control', 50],
    ['low', 50],
  ],
  pages: ['offer'],
  description:
    "Which one-time price set the paywall's pricing lookup (parenting_v1) and checkout ask for: control (the regular one-time price) or low (a lower one). The variant becomes the offer page's pricingSet, and the price shown is the server's for that set.",
})

export const parentingexpAbTests: AbTestDocument[] = [productFormat, pricingSet]

export const defaultVariants = defaultsOf(parentingexpAbTests)
