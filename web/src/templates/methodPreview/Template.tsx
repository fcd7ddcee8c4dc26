import { formatMessage } from '../../ui/message'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'
import './methodPreview.css'

/**
 * The program's steps from `page.items`, in order on a timeline: number, title, text. An item's
 * `value` is the week in which the step starts (a 4-week, 5-step method shares weeks), shown as
 * a tag; items without one (modules of a program) show only their number.
 */
export default function MethodPreview({ page, language, strings, t, onNext }: TemplateProps<'methodPreview'>) {
  const steps = page.items ?? []
  return (
    <TemplateShell
      page={page}
      t={t}
      className="method-preview"
      action={<PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}
    >
      <ol className="method-steps">
        {steps.map((step, index) => (
          <li key={step._key} className="method-step">
            <span className="method-number" aria-hidden="true">
              {index + 1}
            </span>
            <div className="method-body">
              <h2 className="method-title">
                <span className="visually-hidden">{formatMessage(t(strings.methodStep), { number: index + 1 }, language)}: </span>
                {t(step.title)}
              </h2>
              {step.value !== undefined && (
                <p className="method-week">{formatMessage(t(strings.methodWeek), { number: step.value }, language)}</p>
              )}
              {step.text && <p className="method-text">{t(step.text)}</p>}
            </div>
          </li>
        ))}
      </ol>
    </TemplateShell>
  )
}
