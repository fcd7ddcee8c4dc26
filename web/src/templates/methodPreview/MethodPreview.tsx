import { fill } from '../../funnel/chartText'
import { Paragraphs } from '../../ui/Paragraphs'
import { PrimaryButton } from '../../ui/PrimaryButton'
import type { TemplateProps } from '../TemplateProps'
import { methodLabels } from './labels'
import './methodPreview.css'

/**
 * The program's steps from `page.items`, in order on a timeline: number, title, text. An item's
 * `value` is the week in which the step starts (a 4-week, 5-step method shares weeks), shown as
 * a tag; items without one (modules of a program) show only their number.
 */
export default function MethodPreview({ page, strings, t, onNext }: TemplateProps) {
  const steps = page.items ?? []
  return (
    <section className="page-body method-preview">
      <h1>{t(page.title)}</h1>
      <Paragraphs page={page} t={t} />
      <ol className="method-steps">
        {steps.map((step, index) => (
          <li key={step._key} className="method-step">
            <span className="method-number" aria-hidden="true">
              {index + 1}
            </span>
            <div className="method-body">
              <h2 className="method-title">
                <span className="visually-hidden">{fill(t(methodLabels.step), { number: index + 1 })}: </span>
                {t(step.title)}
              </h2>
              {step.value !== undefined && <p className="method-week">{fill(t(methodLabels.week), { number: step.value })}</p>}
              {step.text && <p className="method-text">{t(step.text)}</p>}
            </div>
          </li>
        ))}
      </ol>
      <PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>
    </section>
  )
}
