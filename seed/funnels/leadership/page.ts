/**
 * Shared pieces of the leadership funnel (/leadership): the funnel and product names, its page
 * builder (the seed kit's) and the interstitial shape. Renaming the app is one line: `PRODUCT`.
 */
import type { PageDocument } from '../../../schemas/page/schema'
import { pageBuilder, type TemplatePageInput } from '../../kit/page'

export { alternatives, item, items, paragraphs, type PageItem } from '../../kit/page'

export const LEADERSHIP = 'leadership'

/** The app's name, lower-case as it appears in page keys and paths (spec: `{product}`). */
export const PRODUCT = 'stepwise'
/** The same name as the copy shows it. */
export const PRODUCT_NAME = PRODUCT.charAt(0).toUpperCase() + PRODUCT.slice(1)

/** Dark background of the story interstitials, as in the demo. */
export const INTERRUPTOR_BACKGROUND = '#1d2a44'

/** Spec 2.7: the progress bar is computed per section. */
export const SECTION = {
  introduction: 'introduction',
  assessment: 'assessment',
  analysis: 'analysis',
  results: 'results',
} as const

/** A leadership page: id `page.leadership.<key>`; the path is the key unless given (the landing's is ''). */
export const leadershipPage = pageBuilder(LEADERSHIP)

/** A story interstitial: advances by itself, dark background, no progress bar. */
export const interstitial = (fields: Omit<TemplatePageInput<'interruptor'>, 'componentType'>): PageDocument =>
  leadershipPage({ componentType: 'interruptor', isInterruptor: true, background: INTERRUPTOR_BACKGROUND, ...fields })

/** A page that shows the progress bar of its section. */
export const withProgress = (section: (typeof SECTION)[keyof typeof SECTION]) => ({ section, hasProgress: true })
