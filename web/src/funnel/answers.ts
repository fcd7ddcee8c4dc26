/** One chosen option: its key and its 0-based position in the option list. */
export interface AnswerItem {
  key: string
  index: number
}

/** Answers by question key (the page key); a single-choice answer is a list of one. */
export type Answers = Readonly<Record<string, readonly AnswerItem[]>>

/** Assigned A/B variant by test key. */
export type Variants = Readonly<Record<string, string>>
