import { useId } from 'react'
import type { PageItem } from '../../../../schemas/page/blocks/schema'
import { Icon } from '../../ui/Icon'
import type { TemplateProps } from '../TemplateProps'

interface Props {
  title: TemplateProps['page']['title']
  steps: readonly PageItem[]
  t: TemplateProps['t']
}

/**
 * What happens during the trial (spec: quiz done; today instant access; day 5 reminder; day 7
 * subscription starts; refund if forgotten). The heading and the steps are the page's
 * (`trialTitle`, `trialSteps`), so the days and the wording stay with the copy.
 */
export function TrialTimeline({ title, steps, t }: Props) {
  const headingId = useId()
  const heading = t(title)
  return (
    <section className="trial-timeline" aria-labelledby={heading ? headingId : undefined}>
      {heading && <h2 id={headingId}>{heading}</h2>}
      <ol>
        {steps.map((step) => (
          <li key={step._key} className="timeline-step">
            <span className="timeline-icon" aria-hidden="true">
              {step.icon ? <Icon name={step.icon} /> : '•'}
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
