import { lazy, type ComponentType as ReactComponent, type LazyExoticComponent } from 'react'
import type { ComponentType } from '../../../schemas/page/componentTypes'
import type { TemplateProps } from './TemplateProps'

type Template = LazyExoticComponent<ReactComponent<TemplateProps>>
type Loaders = { [T in ComponentType]: () => Promise<{ default: ReactComponent<TemplateProps<T>> }> }

/**
 * Every componentType mapped to the import of its template. `satisfies` makes a componentType
 * without a template a type error; each template is its own chunk, loaded when first shown.
 */
const loaders = {
  landing: () => import('./landing/Landing'),
  interruptor: () => import('./interruptor/Interruptor'),
  radioQuestion: () => import('./radioQuestion/RadioQuestion'),
  checkboxQuestion: () => import('./checkboxQuestion/CheckboxQuestion'),
  scaleQuestion: () => import('./scaleQuestion/ScaleQuestion'),
  ageQuestion: () => import('./ageQuestion/AgeQuestion'),
  email: () => import('./email/EmailPage'),
  calculation: () => import('./calculation/Calculation'),
  bookSummaries: () => import('./bookSummaries/BookSummaries'),
  socialProof: () => import('./socialProof/SocialProof'),
  testimonial: () => import('./testimonial/Testimonial'),
  tweetReviews: () => import('./tweetReviews/TweetReviews'),
  endPage: () => import('./endPage/EndPage'),
  paywall: () => import('./paywall/Paywall'),
  congrats: () => import('./congrats/Congrats'),
  screenTimeChart: () => import('./screenTimeChart/ScreenTimeChart'),
  expertIntroduction: () => import('./expertIntroduction/ExpertIntroduction'),
  methodPreview: () => import('./methodPreview/MethodPreview'),
  impactVisualization: () => import('./impactVisualization/ImpactVisualization'),
  planReveal: () => import('./planReveal/PlanReveal'),
  promise: () => import('./promise/PromisePage'),
  result: () => import('./result/Result'),
  aiMentorIntro: () => import('./aiMentorIntro/AiMentorIntro'),
  efficiencyChart: () => import('./efficiencyChart/EfficiencyChart'),
  impactCalculation: () => import('./impactCalculation/ImpactCalculation'),
  beforeAfterTransformation: () => import('./beforeAfterTransformation/BeforeAfterTransformation'),
  bookComparison: () => import('./bookComparison/BookComparison'),
  faq: () => import('./faq/Faq'),
  waitingRoom: () => import('./waitingRoom/WaitingRoom'),
  registration: () => import('./registration/Registration'),
} satisfies Loaders

// Each template is typed for its own page; the frame hands it the page whose componentType
// picked it, so widening to the union here is safe.
export const templates = Object.fromEntries(
  Object.entries(loaders).map(([type, load]) => [type, lazy(load as () => Promise<{ default: ReactComponent<TemplateProps> }>)]),
) as Record<ComponentType, Template>

/** Starts loading a template's chunk ahead of time, so the next page appears without waiting. */
export function preloadTemplate(componentType: string): void {
  if (isComponentType(componentType)) void loaders[componentType]()
}

/** Every componentType has a loader (the typecheck sees to it), so the loaders are the list. */
export function isComponentType(value: string): value is ComponentType {
  return Object.hasOwn(loaders, value)
}

/** The template for a componentType, or undefined for one this build does not know. */
export function templateFor(componentType: string): Template | undefined {
  return isComponentType(componentType) ? templates[componentType] : undefined
}
