import { lazy, type ComponentType as ReactComponent, type LazyExoticComponent } from 'react'
import { COMPONENT_TYPES, type ComponentType } from '../../../schemas/page/componentTypes'
import type { TemplateProps } from './TemplateProps'

type Template = LazyExoticComponent<ReactComponent<TemplateProps>>

/**
 * Every componentType mapped to its lazily loaded template. `satisfies` makes a componentType
 * without a template a type error; each template is its own chunk, loaded when first shown.
 */
export const templates = {
  landing: lazy(() => import('./landing/Landing')),
  interruptor: lazy(() => import('./interruptor/Interruptor')),
  radioQuestion: lazy(() => import('./radioQuestion/RadioQuestion')),
  checkboxQuestion: lazy(() => import('./checkboxQuestion/CheckboxQuestion')),
  scaleQuestion: lazy(() => import('./scaleQuestion/ScaleQuestion')),
  ageQuestion: lazy(() => import('./ageQuestion/AgeQuestion')),
  email: lazy(() => import('./email/EmailPage')),
  calculation: lazy(() => import('./calculation/Calculation')),
  bookSummaries: lazy(() => import('./bookSummaries/BookSummaries')),
  socialProof: lazy(() => import('./socialProof/SocialProof')),
  testimonial: lazy(() => import('./testimonial/Testimonial')),
  tweetReviews: lazy(() => import('./tweetReviews/TweetReviews')),
  endPage: lazy(() => import('./endPage/EndPage')),
  paywall: lazy(() => import('./paywall/Paywall')),
  congrats: lazy(() => import('./congrats/Congrats')),
  screenTimeChart: lazy(() => import('./screenTimeChart/ScreenTimeChart')),
  expertIntroduction: lazy(() => import('./expertIntroduction/ExpertIntroduction')),
  methodPreview: lazy(() => import('./methodPreview/MethodPreview')),
  impactVisualization: lazy(() => import('./impactVisualization/ImpactVisualization')),
  planReveal: lazy(() => import('./planReveal/PlanReveal')),
  promise: lazy(() => import('./promise/PromisePage')),
  result: lazy(() => import('./result/Result')),
  aiMentorIntro: lazy(() => import('./aiMentorIntro/AiMentorIntro')),
  efficiencyChart: lazy(() => import('./efficiencyChart/EfficiencyChart')),
  impactCalculation: lazy(() => import('./impactCalculation/ImpactCalculation')),
  beforeAfterTransformation: lazy(() => import('./beforeAfterTransformation/BeforeAfterTransformation')),
  bookComparison: lazy(() => import('./bookComparison/BookComparison')),
} satisfies Record<ComponentType, Template>

export function isComponentType(value: string): value is ComponentType {
  return (COMPONENT_TYPES as readonly string[]).includes(value)
}

/** The template for a componentType, or undefined for one this build does not know. */
export function templateFor(componentType: string): Template | undefined {
  return isComponentType(componentType) ? templates[componentType] : undefined
}
