/** One chosen option: its key and its 0-based position in the option list. */
export interface AnswerItem {
  key: string
  index: number
}

/** Answers by question key (the page key); a single-choice answer is a list of one. */
export type Answers = Readonly<Record<string, readonly AnswerItem[]>>

/** Assigned A/B variant by test key. */
export type Variants = Readonly<Record<string, string>>

/** Question key to answer number: index 0 is 1, index 4 is 5 (the first chosen item counts). */
export function normalizeAnswers(answers: Answers): Record<string, number> {
  const normalized: Record<string, number> = {}
  for (const [questionKey, items] of Object.entries(answers)) {
    const first = items[0]
    if (first) normalized[questionKey] = first.index + 1
  }
  return normalized
}
