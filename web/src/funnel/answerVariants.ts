import type { AnswerVariant } from '../../../schemas/page/blocks/schema'
import type { Answers } from './answers'

/** The page fields an answer variant may replace. */
export interface VariantPage {
  answerVariants?: readonly AnswerVariant[]
  title?: unknown
  paragraphs?: readonly unknown[]
  images?: readonly unknown[]
}

/**
 * Spec section 3, page variants: when an earlier question was answered with a given option,
 * that variant's title, paragraph and image replace the page's. The first matching variant
 * wins; a page without a match keeps its own copy.
 */
export function applyAnswerVariant<P extends VariantPage>(page: P, answers: Answers): P {
  const variant = page.answerVariants?.find((candidate) => (answers[candidate.questionKey] ?? []).some((item) => item.key === candidate.optionKey))
  if (!variant) return page
  return {
    ...page,
    ...(variant.title ? { title: variant.title } : {}),
    ...(variant.paragraph ? { paragraphs: [{ ...variant.paragraph, _key: variant._key }] } : {}),
    ...(variant.image ? { images: [variant.image] } : {}),
  }
}
