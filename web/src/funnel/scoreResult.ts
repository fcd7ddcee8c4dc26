import type { ResultScoring } from '../../../schemas/page/blocks/schema'
import type { Answers } from './answers'

export interface ScoredOutcome {
  key: string
  score: number
}

/**
 * Turns answers into one outcome (spec: leadership style, parenting style). Every answer adds
 * the points the content gives it: a chosen option its fixed points; a scale answer its
 * number (index + 1, so 1 to 5) times the points. The outcome with the most points wins; a
 * tie goes to the outcome listed first, so the content decides the order of precedence.
 * With no answers at all the first outcome wins with 0.
 */
export function scoreResult(scoring: ResultScoring, answers: Answers): ScoredOutcome {
  const totals = new Map(scoring.outcomes.map((outcome) => [outcome.key, 0]))
  for (const rule of scoring.points) {
    const chosen = answers[rule.questionKey] ?? []
    if (!totals.has(rule.outcomeKey) || chosen.length === 0) continue
    const earned =
      rule.optionKey === undefined
        ? (chosen[0]!.index + 1) * rule.points
        : chosen.some((item) => item.key === rule.optionKey)
          ? rule.points
          : 0
    totals.set(rule.outcomeKey, totals.get(rule.outcomeKey)! + earned)
  }
  let best: ScoredOutcome = { key: scoring.outcomes[0]!.key, score: totals.get(scoring.outcomes[0]!.key)! }
  for (const [key, score] of totals) if (score > best.score) best = { key, score }
  return best
}
