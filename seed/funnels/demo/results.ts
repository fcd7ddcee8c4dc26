/** Result and plan pages: charts, plan reveal, promise, method, expert, before/after, comparisons. */
import type { PageDocument } from '../../../schemas/page/schema'
import { efficiencyChart, impactCalculation, impactVisualization, planReveal, screenTimeChart } from './resultCharts'
import { aiMentorIntro, beforeAfterTransformation, bookComparison } from './resultComparisons'
import { expertIntroduction, methodPreview, promise, result } from './resultStories'

/** In the spec's order (2.9); `index.ts` puts every demo page in order, this keeps reading easy. */
export const resultPages: PageDocument[] = [
  screenTimeChart,
  expertIntroduction,
  methodPreview,
  impactVisualization,
  planReveal,
  promise,
  result,
  aiMentorIntro,
  efficiencyChart,
  impactCalculation,
  beforeAfterTransformation,
  bookComparison,
]
