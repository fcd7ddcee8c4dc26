/**
 * Shared pieces of the leadership funnel (/leadership): the funnel and product names, its page
 * builder and story interstitial builder (the seed kit's). Renaming the app is one line: `PRODUCT`.
 */
import { pageBuilder } from '../../kit/page'
import { storyBuilder } from '../../kit/storyInterstitial'

export { alternatives, item, items, paragraphs, type PageItem } from '../../kit/page'

export const LEADERSHIP = 'leadership'

/** The app's name, lower-case as it appears in page keys and paths (spec: `{product}`). */
export const PRODUCT = 'stepwise'
/** The same name as the copy shows it. */
export const PRODUCT_NAME = PRODUCT.charAt(0).toUpperCase() + PRODUCT.slice(1)

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
export const interstitial = storyBuilder(leadershipPage)

/** A page that shows the progress bar of its section. */
export const withProgress = (section: (typeof SECTION)[keyof typeof SECTION]) => ({ section, hasProgress: true })
