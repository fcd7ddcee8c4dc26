import { useId } from 'react'
import type { ResultScoring } from '../../../../schemas/page/blocks/schema'
import type { Answers } from '../../funnel/answers'
import { scoreResult } from '../../funnel/scoreResult'
import type { TemplateProps } from '../TemplateProps'

interface Props {
  title: TemplateProps['page']['title']
  scoring: ResultScoring
  answers: Answers
  t: TemplateProps['t']
}

/**
 * The visitor's profile: the outcome that the page's result scoring gives their answers (the
 * same scoring as the result page, so both name the same style), with its description.
 */
export function Profile({ title, scoring, answers, t }: Props) {
  const headingId = useId()
  const { key } = scoreResult(scoring, answers)
  const outcome = scoring.outcomes.find((candidate) => candidate.key === key)
  if (!outcome) return null
  return (
    <section className="paywall-profile" aria-labelledby={headingId} data-outcome={outcome.key}>
      <h2 id={headingId}>{t(title)}</h2>
      <p className="profile-outcome">{t(outcome.name)}</p>
      {outcome.description && <p className="profile-description">{t(outcome.description)}</p>}
    </section>
  )
}
