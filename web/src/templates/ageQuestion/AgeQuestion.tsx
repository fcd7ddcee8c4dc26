import type { MouseEvent } from 'react'
import { Paragraphs } from '../../ui/Paragraphs'
import { PrimaryButton } from '../../ui/PrimaryButton'
import type { TemplateProps } from '../TemplateProps'
import './AgeQuestion.css'

/**
 * Age groups as large cards in a grid, one radio group underneath: a tap or click moves on at
 * once, while arrow keys (clicks with detail 0) only choose and Continue appears, as in
 * RadioQuestion.
 */
export default function AgeQuestion({ page, strings, t, answers, onAnswer, onNext }: TemplateProps) {
  const chosen = answers[page.key]?.[0]?.key
  const advanceOnPointer = (event: MouseEvent) => {
    if (event.detail > 0) onNext()
  }
  return (
    <section className="page-body question age-question">
      <fieldset className="options">
        <legend>
          <h1>{t(page.title)}</h1>
        </legend>
        <Paragraphs page={page} t={t} />
        <div className="age-cards">
          {page.options.map((option, index) => (
            <label key={option.key} className="age-card">
              <input
                type="radio"
                name={page.key}
                value={option.key}
                checked={chosen === option.key}
                onChange={() => onAnswer([{ key: option.key, index }])}
                onClick={advanceOnPointer}
              />
              {option.emoji && <span aria-hidden="true">{option.emoji}</span>}
              <span className="age-label">{t(option.label)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {chosen !== undefined && <PrimaryButton onClick={onNext}>{t(strings.continue)}</PrimaryButton>}
    </section>
  )
}
