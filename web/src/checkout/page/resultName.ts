import type { Translate } from '../../../../schemas/languages'
import type { RenderPage } from '../../content/renderPages'
import type { Answers } from '../../funnel/answers'
import { scoreResult } from '../../funnel/scoreResult'

/**
 * The visitor's scored result for the results e-mail (the leadership or parenting style), named
 * in their language: the first page with result scoring decides, as on the result and paywall
 * pages. Undefined when the funnel scores nothing.
 */
export function resultNameOf(pages: readonly RenderPage[], answers: Answers, t: Translate): string | undefined {
  for (const page of pages) {
    const scoring = 'resultScoring' in page ? page.resultScoring : undefined
    if (!scoring) continue
    const { key } = scoreResult(scoring, answers)
    const outcome = scoring.outcomes.find((candidate) => candidate.key === key)
    return outcome ? t(outcome.name) || undefined : undefined
  }
  return undefined
}
