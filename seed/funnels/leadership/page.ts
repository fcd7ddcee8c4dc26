/**
 * Shared pieces of the leadership funnel (/leadership): the funnel and product names, the page
 * builder and small helpers for copy blocks. Renaming the app is one line: `PRODUCT`.
 */
import type { LocaleString, LocaleText } from '../../../schemas/localized/schema'
import type { PageItem } from '../../../schemas/page/blocks/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, pageId } from '../../build'

export type { PageItem }

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

type PageFields = Omit<PageDocument, '_id' | '_type'>

/** A leadership page with its stable id; the path is the key unless given (the landing's is ''). */
export const leadershipPage = (fields: PageFields): PageDocument => ({ _id: pageId(LEADERSHIP, fields.key), _type: 'page', path: fields.key, ...fields })

/** A story interstitial: advances by itself, dark background, no progress bar. */
export const interstitial = (fields: Omit<PageFields, 'componentType'>): PageDocument =>
  leadershipPage({ componentType: 'interruptor', isInterruptor: true, background: INTERRUPTOR_BACKGROUND, ...fields })

/** A page that shows the progress bar of its section. */
export const withProgress = (section: (typeof SECTION)[keyof typeof SECTION]) => ({ section, hasProgress: true })

export const paragraphs = (...items: LocaleText[]) => keyed(items, 'p')
export const alternatives = <T extends LocaleString | LocaleText>(...items: T[]) => keyed(items, 'alt')

export const item = (title: LocaleString, body?: LocaleText, extra: Partial<Pick<PageItem, 'icon' | 'value'>> = {}): Omit<PageItem, '_key'> => ({
  _type: 'pageItem',
  title,
  ...(body ? { text: body } : {}),
  ...extra,
})
export const items = (...list: Omit<PageItem, '_key'>[]): PageItem[] => keyed(list, 'item')
