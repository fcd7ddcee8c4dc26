/**
 * Shared pieces of the parenting funnel (/parenting): its key, page builder, sections and the
 * shapes its pages share (interstitials, agreement statements with supportive or praising info).
 * The app's name is the leadership funnel's constant (one product, several funnels).
 */
import { keyed, str, text } from '../../build'
import { pageBuilder } from '../../kit/page'
import { storyBuilder } from '../../kit/storyInterstitial'

export { PRODUCT_NAME } from '../leadership/page'
export { alternatives, item, items, paragraphs } from '../../kit/page'

export const PARENTING = 'parenting'

/** Sections of the progress bar, in page order. */
export const SECTION = {
  family: 'family',
  style: 'style',
  wellbeing: 'wellbeing',
  plan: 'plan',
} as const

/** A parenting page: id `page.parenting.<key>`; the path is the key unless given. */
export const parentingPage = pageBuilder(PARENTING)

export const withProgress = (section: (typeof SECTION)[keyof typeof SECTION]) => ({ section, hasProgress: true })

/** A story interstitial: advances by itself, dark background, no progress bar. */
export const interstitial = storyBuilder(parentingPage)

export const agreementLabels = { _type: 'scaleLabels' as const, low: str('Strongly disagree', 'Zdecydowanie się nie zgadzam'), high: str('Strongly agree', 'Zdecydowanie się zgadzam') }

type Copy = readonly [titleEn: string, titlePl: string, contentEn: string, contentPl: string]

/**
 * Info boxes under an agreement statement (spec: empathy info, ranges 0-2 and 3-4): the first
 * copy for answers 1-3 (disagree to neutral), the second for 4-5 (agree). Whether each is the
 * supportive or the praising one depends on the statement's direction.
 */
export const empathyInfo = (low: Copy, high: Copy) =>
  keyed(
    [
      { _type: 'empathyRange' as const, rangeStart: 0, rangeEnd: 2, title: str(low[0], low[1]), content: text(low[2], low[3]) },
      { _type: 'empathyRange' as const, rangeStart: 3, rangeEnd: 4, title: str(high[0], high[1]), content: text(high[2], high[3]) },
    ],
    'range',
  )
