/**
 * Every template's page contract, in the order the Studio offers them. React-free: the page
 * schema (schemas/page/schema.ts), the Studio and the snapshot build read it. A componentType
 * exists because its contract is listed here.
 */
import { landingContract } from './templates/landing'
import { interruptorContract } from './templates/interruptor'
import { radioQuestionContract } from './templates/radioQuestion'
import { checkboxQuestionContract } from './templates/checkboxQuestion'
import { scaleQuestionContract } from './templates/scaleQuestion'
import { ageQuestionContract } from './templates/ageQuestion'
import { emailContract } from './templates/email'
import { calculationContract } from './templates/calculation'
import { bookSummariesContract } from './templates/bookSummaries'
import { socialProofContract } from './templates/socialProof'
import { testimonialContract } from './templates/testimonial'
import { tweetReviewsContract } from './templates/tweetReviews'
import { endPageContract } from './templates/endPage'
import { paywallContract } from './templates/paywall'
import { congratsContract } from './templates/congrats'
import { screenTimeChartContract } from './templates/screenTimeChart'
import { expertIntroductionContract } from './templates/expertIntroduction'
import { methodPreviewContract } from './templates/methodPreview'
import { impactVisualizationContract } from './templates/impactVisualization'
import { planRevealContract } from './templates/planReveal'
import { promiseContract } from './templates/promise'
import { resultContract } from './templates/result'
import { aiMentorIntroContract } from './templates/aiMentorIntro'
import { efficiencyChartContract } from './templates/efficiencyChart'
import { impactCalculationContract } from './templates/impactCalculation'
import { beforeAfterTransformationContract } from './templates/beforeAfterTransformation'
import { bookComparisonContract } from './templates/bookComparison'
import { faqContract } from './templates/faq'
import { waitingRoomContract } from './templates/waitingRoom'
import { registrationContract } from './templates/registration'

export const PAGE_CONTRACTS = [
  landingContract,
  interruptorContract,
  radioQuestionContract,
  checkboxQuestionContract,
  scaleQuestionContract,
  ageQuestionContract,
  emailContract,
  calculationContract,
  bookSummariesContract,
  socialProofContract,
  testimonialContract,
  tweetReviewsContract,
  endPageContract,
  paywallContract,
  congratsContract,
  screenTimeChartContract,
  expertIntroductionContract,
  methodPreviewContract,
  impactVisualizationContract,
  planRevealContract,
  promiseContract,
  resultContract,
  aiMentorIntroContract,
  efficiencyChartContract,
  impactCalculationContract,
  beforeAfterTransformationContract,
  bookComparisonContract,
  faqContract,
  waitingRoomContract,
  registrationContract,
] as const
