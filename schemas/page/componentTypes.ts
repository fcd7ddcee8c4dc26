/**
 * Every page template the renderer has. The Sanity field offers exactly this list, zod accepts
 * exactly this list, and web/src/templates/registry.ts must map every entry (a type error otherwise).
 */
export const COMPONENT_TYPES = [
  'landing',
  'interruptor',
  'radioQuestion',
  'checkboxQuestion',
  'scaleQuestion',
  'ageQuestion',
  'email',
  'calculation',
  'bookSummaries',
  'socialProof',
  'testimonial',
  'tweetReviews',
  'endPage',
  'paywall',
  'congrats',
  'screenTimeChart',
  'expertIntroduction',
  'methodPreview',
  'impactVisualization',
  'planReveal',
  'promise',
  'result',
  'aiMentorIntro',
  'efficiencyChart',
  'impactCalculation',
  'beforeAfterTransformation',
  'bookComparison',
] as const

export type ComponentType = (typeof COMPONENT_TYPES)[number]
