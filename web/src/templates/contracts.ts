/**
 * Every template's page contract, in the order the Studio offers them. React-free: the page
 * schema (schemas/page/schema.ts), the Studio and the snapshot build read it. A componentType
 * exists because its contract is listed here.
 */
import { landingContract } from './landing/contract'
import { interruptorContract } from './interruptor/contract'
import { radioQuestionContract } from './radioQuestion/contract'
import { checkboxQuestionContract } from './checkboxQuestion/contract'
import { scaleQuestionContract } from './scaleQuestion/contract'
import { ageQuestionContract } from './ageQuestion/contract'
import { emailContract } from './email/contract'
import { calculationContract } from './calculation/contract'
import { bookSummariesContract } from './bookSummaries/contract'
import { socialProofContract } from './socialProof/contract'
import { testimonialContract } from './testimonial/contract'
import { tweetReviewsContract } from './tweetReviews/contract'
import { endPageContract } from './endPage/contract'
import { paywallContract } from './paywall/contract'
import { congratsContract } from './congrats/contract'
import { screenTimeChartContract } from './screenTimeChart/contract'
import { expertIntroductionContract } from './expertIntroduction/contract'
import { methodPreviewContract } from './methodPreview/contract'
import { impactVisualizationContract } from './impactVisualization/contract'
import { planRevealContract } from './planReveal/contract'
import { promiseContract } from './promise/contract'
import { resultContract } from './result/contract'
import { aiMentorIntroContract } from './aiMentorIntro/contract'
import { efficiencyChartContract } from './efficiencyChart/contract'
import { impactCalculationContract } from './impactCalculation/contract'
import { beforeAfterTransformationContract } from './beforeAfterTransformation/contract'
import { bookComparisonContract } from './bookComparison/contract'
import { faqContract } from './faq/contract'
import { waitingRoomContract } from './waitingRoom/contract'
import { registrationContract } from './registration/contract'

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
