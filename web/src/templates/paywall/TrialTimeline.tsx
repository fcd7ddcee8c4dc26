import { useId } from 'react'
import type { PageItem } from '../../../../schemas/page/blocks/schema'
import type { TemplateProps } from '../TemplateProps'
import { paywallLabels as labels } from './labels'

/**
 * What happens during the trial (spec: quiz done; today instant access; day 5 reminder; day 7
 * subscription starts; refund if forgotten). The steps are the page's items, so the days and
 * the wording stay with the copy and follow the trial's length in the content.
 */
export function TrialTimeline({ items, t }: { items: readonly PageItem[]; t: TemplateProps['t'] }) {
  const headingId = useId()
  return (
    <section className="trial-timeline" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(labels.timeline)}</h2>
      <ol>
        {items.map((step) => (
          <li key={step._key} className="timeline-step">
            <span className="timeline-icon" aria-hidden="true">
              {step.icon ?? '•'}
            </span>
            <span>
              <strong className="timeline-title">{t(step.title)}</strong>
              {step.text && <span className="timeline-text">{t(step.text)}</span>}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
