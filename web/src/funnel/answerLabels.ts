import type { LocalizedText } from '../../../schemas/languages'
import type { Answers } from './answers'

/** A question page as the lookup needs it: its key and its options' keys and labels. */
export interface LabelledQuestion {
  key: string
  options: readonly { key: string; label: LocalizedText }[]
}

/**
 * The labels of the visitor's answer to each question, in the order they chose, for pages that
 * sum the answers up (the screen-detox profile). An option the question no longer offers is
 * left out rather than shown as a raw key; an unanswered question gives no labels.
 */
export function answerLabels(questions: readonly LabelledQuestion[], answers: Answers): (questionKey: string) => LocalizedText[] {
  const byKey = new Map(questions.map((question) => [question.key, question]))
  return (questionKey) => {
    const options = byKey.get(questionKey)?.options ?? []
    return (answers[questionKey] ?? []).flatMap((item) => options.find((option) => option.key === item.key)?.label ?? [])
  }
}
