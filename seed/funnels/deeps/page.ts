/** The deeps page builder and the shapes its pages share (feedback interstitials, yes/no questions). */
import type { LocaleString, LocaleText } from '../../../schemas/localized/schema'
import type { AnswerVariant } from '../../../schemas/page/blocks/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, pageId, reference, str, text } from '../../build'

export const DEEPS = 'deeps'

/** The dark background of the feedback interstitials (white text on navy). */
export const STORY_BACKGROUND = '#1d2a44'

type PageFields = Omit<PageDocument, '_id' | '_type'>

/** A deeps page document with its stable id; the path is the key unless given. */
export const deepsPage = (fields: Omit<PageFields, 'path'> & { path?: string }): PageDocument => ({
  _id: pageId(DEEPS, fields.key),
  _type: 'page',
  ...fields,
  path: fields.path ?? fields.key,
})

export const continueButton = () => str('Continue', 'Dalej')

/** Paragraphs from pairs of [English, Polish]. */
export const paragraphs = (...pairs: [string, string][]) => keyed(pairs.map(([en, pl]) => text(en, pl)))

/** Localised copy of one answer-driven variant: [title en, title pl, paragraph en, paragraph pl]. */
export type VariantCopy = [string, string, string, string]

/** Copy per option of `questionKey`; options sharing copy are listed one by one. */
export function answerVariants(questionKey: string, copy: Record<string, VariantCopy>): AnswerVariant[] {
  return keyed(
    Object.entries(copy).map(([optionKey, [titleEn, titlePl, paragraphEn, paragraphPl]]) => ({
      _type: 'answerVariant' as const,
      questionKey,
      optionKey,
      title: str(titleEn, titlePl),
      paragraph: text(paragraphEn, paragraphPl),
    })),
    'v',
  )
}

interface FeedbackFields {
  /** The question this page answers; the page key is `${questionKey}Feedback`. */
  questionKey: string
  title: LocaleString
  paragraph: LocaleText
  variants: Record<string, VariantCopy>
  first?: boolean
}

/**
 * The interstitial after a question: its copy follows the visitor's answer (answer variants);
 * the page's own title and paragraph are the fallback for options without a variant.
 */
export function feedbackPage({ questionKey, title, paragraph, variants, first }: FeedbackFields): PageDocument {
  return deepsPage({
    key: `${questionKey}Feedback`,
    name: `Feedback: ${questionKey}`,
    componentType: 'interruptor',
    isInterruptor: true,
    ...(first ? { isInterruptorFirst: true } : {}),
    background: STORY_BACKGROUND,
    title,
    paragraphs: keyed([paragraph]),
    answerVariants: answerVariants(questionKey, variants),
    buttonText: continueButton(),
  })
}

/** A question page with progress in its section, answered from an option set. */
export function question(
  fields: Pick<PageFields, 'key' | 'name' | 'title' | 'section'> & Partial<PageFields> & { optionSetId: string },
): PageDocument {
  const { optionSetId, ...rest } = fields
  return deepsPage({
    componentType: 'radioQuestion',
    selectionMode: 'single',
    hasProgress: true,
    ...rest,
    optionSet: reference(optionSetId),
  })
}
