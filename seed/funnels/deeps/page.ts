/** The deeps page builder (the seed kit's) and the shapes its pages share (feedback interstitials, questions). */
import type { LocaleString, LocaleText } from '../../../schemas/localized/schema'
import type { OptionSetDocument } from '../../../schemas/optionSet/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, reference, str, text } from '../../build'
import { pageBuilder, type PageInput } from '../../kit/page'
import { copyByAnswer } from '../../kit/rules'
import { storyBuilder } from '../../kit/storyInterstitial'
import { illustrated, type Illustration } from '../../kit/illustrations'

export { paragraphs } from '../../kit/page'

export const DEEPS = 'deeps'

/** A deeps page: id `page.deeps.<key>`; the path is the key unless given. */
export const deepsPage = pageBuilder(DEEPS)

/** A deeps story interstitial (the feedback pages and the pauses between sections). */
export const deepsStory = storyBuilder(deepsPage)

export const continueButton = () => str('Continue', 'Dalej')

/** Localised copy of one answer's feedback: [title en, title pl, paragraph en, paragraph pl]. */
export type VariantCopy = [string, string, string, string]

interface FeedbackFields {
  /** The question this page answers; the page key is `${questionKey}Feedback`. */
  questionKey: string
  /** The question's option set: the copy is per option key. */
  optionSet: OptionSetDocument
  title: LocaleString
  paragraph: LocaleText
  variants: Record<string, VariantCopy>
  /** An illustration on top of the story. */
  image?: Illustration
}

/**
 * The interstitial after a question: its copy follows the visitor's answer (one override rule
 * per option key); the page's own title and paragraph are the fallback for options without copy.
 */
export function feedbackPage({ questionKey, optionSet, title, paragraph, variants, image }: FeedbackFields): PageDocument {
  const copy = Object.fromEntries(
    Object.entries(variants).map(([optionKey, [titleEn, titlePl, paragraphEn, paragraphPl]]) => [
      optionKey,
      { title: str(titleEn, titlePl), paragraphs: keyed([text(paragraphEn, paragraphPl)], optionKey) },
    ]),
  )
  return deepsStory({
    key: `${questionKey}Feedback`,
    name: `Feedback: ${questionKey}`,
    title,
    paragraphs: keyed([paragraph]),
    rules: copyByAnswer(questionKey, optionSet, copy),
    buttonText: continueButton(),
    ...(image ? illustrated(image) : {}),
  })
}

/** A question page with progress in its section, answered from an option set. */
export function question(fields: Pick<PageInput, 'key' | 'name' | 'title' | 'section'> & Partial<PageInput> & { optionSet: OptionSetDocument }): PageDocument {
  const { optionSet, ...rest } = fields
  return deepsPage({
    componentType: 'radioQuestion',
    hasProgress: true,
    ...rest,
    optionSet: reference(optionSet._id),
  } as PageInput)
}
