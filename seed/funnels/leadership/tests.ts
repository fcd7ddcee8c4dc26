/**
 * The leadership funnel's A/B tests (spec sections 4, 5 and 9). Each test's key is its name
 * followed by `Key`; its pages are the page keys it changes. Weights are the spec's (pricing set
 * 50/50, checkout type 50/50); where the spec gives none, variants get equal shares. The first
 * variant is the default, and the processing rules are written so that a visitor without an
 * assignment sees the default.
 */
import type { AbTestDocument } from '../../../schemas/abTest/schema'
import { abTest as kitAbTest, defaultVariants as defaultsOf, type VariantInput } from '../../kit/abTest'
import { LEADERSHIP, PRODUCT, PRODUCT_NAME } from './page'

const abTest = (name: string, variants: VariantInput[], pages: string[], description: string) => kitAbTest(LEADERSHIP, { name, variants, pages, description })

// Pricing and checkout tests set the paywall's pricingSet and checkoutType fields, which the
// pricing lookup and checkout carry; the paywall tests change what the paywall shows (rules on
// the offer and money pages).
export const pricingSet = abTest(
  'pricingSet',
  [['default', 50], ['second', 50]],
  ['offer'],
  "Which price set the paywall's pricing lookup (leadership_v1) and checkout ask for: default or second. The variant becomes the paywall's pricingSet, and the prices shown are the server's for that set.",
)
export const payWallCheckoutType = abTest(
  'payWallCheckoutType',
  [['checkout', 50], ['inline', 50]],
  ['offer'],
  "Where the visitor pays: checkout (the provider's hosted checkout page) or inline (the card form on the checkout route). The variant becomes the paywall's checkoutType, which checkout receives in the metadata.",
)
export const pricingVersion = abTest('pricingVersion', [['v1', 100]], ['offer', 'money'], 'Version of the prices: v1 gives the money page the copy that quotes the v1 prices (its first title and paragraph alternatives).')
export const payWallBenefits = abTest(
  `payWall${PRODUCT_NAME}BenefitsV2`,
  ['simplified', 'simplified80Summaries'],
  ['offer'],
  'Which benefits list the paywall shows: simplified (the page\'s own list) or simplified80Summaries (a list that leads with the 80 leadership summaries).',
)
export const payWallTrialTitle = abTest('payWallTrialTitle', ['original', 'firstSevenDays'], ['offer'], 'Heading of the trial timeline on the paywall: original, or firstSevenDays ("Your first 7 days, step by step").')
export const payWallSectionOrder = abTest('payWallSectionOrder', ['profileFirst', 'planFirst'], ['offer'], "Whether the paywall shows the visitor's profile (their leadership style) or the plan cards first.")
export const payWallMainTitle = abTest('payWallMainTitle', ['original', 'journeyProgress'], ['offer'], 'Headline of the paywall: original, or journeyProgress (its first title alternative, about the progress already made).')

// Copy tests: rules pick a title alternative or a banner on the page.
export const bookSummariesQuestionVariant = abTest(
  'bookSummariesQuestionVariant',
  ['applyLearning', 'biggestChallenge', 'realChange'],
  ['book-summaries-question'],
  'Wording of the book-summaries question (title alternatives 1, 2, 3).',
)
export const qImproveVariant = abTest('qImproveVariant', ['leadership', 'personalGrowth'], ['improve'], 'Wording of the improve question (title alternatives 1, 2).')
export const bookComparisonBanner = abTest('bookComparisonBanner', ['learnByDoing', 'moreThanBookSummaries'], ['book-comparison'], 'Banner of the book comparison page (its bannerKey).')

// Process-level tests: rules show or hide pages.
export const interruptor1 = abTest('interruptor1', ['show', 'skip'], ['explanation1', 'explanation2'], 'Show the two social-proof interstitials after the goal question, or skip them.')
export const efficencyChart2 = abTest('efficencyChart2', ['show', 'skip'], ['efficencyChart'], 'Show the efficiency chart, or skip it.')
export const qMotivation = abTest('qMotivation', ['show', 'skip'], ['motivation'], 'Ask the motivation question, or skip it.')
export const obstacleFlow = abTest(
  'obstacleFlow',
  ['normal', 'learnTakeActionCreateHabits', `what${PRODUCT_NAME}Is`],
  ['explanation18', 'explanation18a', 'explanation18b'],
  'Which of the three obstacle interstitials stays: 18, 18a or 18b.',
)
export const explanationFlow = abTest(
  `${PRODUCT}ExplanationFlow`,
  ['original', 'threePageFlow'],
  [`${PRODUCT}-testimonial`, 'book-summaries-question', 'book-comparison', 'explanation18b'],
  'original: no testimonial, book question or book comparison; threePageFlow: those three pages instead of explanation18b.',
)
export const beforeAfterTransformation = abTest('beforeAfterTransformation', ['show', 'hide'], ['before-after-transformation'], 'Show the before/after page, or hide it.')

// Completion: the payment confirmation e-mail (spec 7). Its page is congrats, where the e-mail is sent.
export const paymentConfirmationEmail = abTest(
  'paymentConfirmationEmail',
  [['standard', 50], ['courseEnrollment', 50]],
  ['congrats'],
  'Payment confirmation e-mail after purchase: standard (the course-access e-mail), or courseEnrollment (the same e-mail, and the buyer is enrolled in the leadership course, premium, with a course-platform login).',
)

export const leadershipAbTests: AbTestDocument[] = [
  pricingSet,
  payWallCheckoutType,
  pricingVersion,
  payWallBenefits,
  payWallTrialTitle,
  payWallSectionOrder,
  payWallMainTitle,
  bookSummariesQuestionVariant,
  qImproveVariant,
  bookComparisonBanner,
  interruptor1,
  efficencyChart2,
  qMotivation,
  obstacleFlow,
  explanationFlow,
  beforeAfterTransformation,
  paymentConfirmationEmail,
]

/** Each test's default (first) variant, by test key: what an unassigned visitor sees. */
export const defaultVariants = defaultsOf(leadershipAbTests)
