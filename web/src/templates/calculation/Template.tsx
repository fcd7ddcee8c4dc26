import { useId, useRef } from 'react'
import { Paragraphs } from '../../ui/Paragraphs'
import { PrimaryButton } from '../../ui/PrimaryButton'
import type { TemplateProps } from '../TemplateProps'
import { ConfirmDialog } from './ConfirmDialog'
import { confirmAnswer, currentStep, stepProgress } from './steps'
import { useStepClock } from './useStepClock'
import './calculation.css'

/**
 * The calculation screen (spec 2, section 4): the page's items are loading steps that fill one
 * after another, then `page.confirm` asks whether the visitor believes in learning through
 * action. Either answer is stored and moves on; the dialog's answer is the page's Continue.
 * Without a confirm question, a Continue button appears once the steps are done.
 */
export default function Calculation({ page, strings, t, onAnswer, onNext }: TemplateProps<'calculation'>) {
  const steps = page.items ?? []
  const { elapsed, durations, done } = useStepClock(steps.length)
  const active = currentStep(elapsed, durations)
  const idPrefix = useId()
  const answered = useRef(false)

  const choose = (choice: 'yes' | 'no') => {
    // A double click must not store twice or skip a page.
    if (answered.current) return
    answered.current = true
    onAnswer(confirmAnswer(choice))
    onNext()
  }

  return (
    <section className="page-body calculation">
      <h1>{t(page.title)}</h1>
      <div className="calc-content" inert={done && page.confirm ? true : undefined}>
        <Paragraphs page={page} t={t} />
        <ol className="calc-steps">
          {steps.map((step, index) => {
            const value = stepProgress(elapsed, index, durations)
            const labelId = `${idPrefix}-step-${index}`
            return (
              <li key={step._key} className="calc-step" data-state={index < active ? 'done' : index === active ? 'active' : 'waiting'}>
                <span className="calc-step-head">
                  <span id={labelId}>{t(step.title)}</span>
                  <span className="calc-step-value" aria-hidden="true">
                    {value}%
                  </span>
                </span>
                <span
                  className="calc-bar"
                  role="progressbar"
                  aria-labelledby={labelId}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={value}
                >
                  <span className="calc-bar-fill" style={{ transform: `scaleX(${value / 100})` }} />
                </span>
              </li>
            )
          })}
        </ol>
        {done && !page.confirm && <PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}
      </div>
      {done && page.confirm && (
        <ConfirmDialog question={t(page.confirm.question)} yes={t(page.confirm.yes)} no={t(page.confirm.no)} onChoose={choose} />
      )}
    </section>
  )
}
