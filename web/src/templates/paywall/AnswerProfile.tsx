import { useId } from 'react'
import type { ProfileEntry } from '../../../../schemas/page/blocks/schema'
import type { TemplateProps } from '../TemplateProps'

interface Props {
  title: TemplateProps['page']['title']
  entries: readonly ProfileEntry[]
  answerLabels: TemplateProps['answerLabels']
  t: TemplateProps['t']
}

/**
 * The visitor's profile from their stored answers: each line names what they chose, or the
 * content's fallback for a question they did not answer (a skipped page, a variant that removed
 * it), so the profile is always complete.
 */
export function AnswerProfile({ title, entries, answerLabels, t }: Props) {
  const headingId = useId()
  return (
    <section className="paywall-profile" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(title)}</h2>
      <dl className="profile-lines">
        {entries.map((entry) => {
          const chosen = answerLabels(entry.questionKey).map((label) => t(label))
          return (
            <div key={entry._key} className="profile-line" data-answered={chosen.length > 0}>
              <dt>{t(entry.label)}</dt>
              <dd>{chosen.length > 0 ? chosen.join(', ') : t(entry.fallback)}</dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
