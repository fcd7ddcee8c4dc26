import type { MouseEvent } from 'react'
import { Paragraphs } from '../../ui/Paragraphs'
import { PrimaryButton } from '../../ui/PrimaryButton'
import type { TemplateProps } from '../TemplateProps'

/**
 * Single choice. A tap or click on an option answers and moves on; keyboard users move through
 * the options with the arrow keys (which also fire clicks, with detail 0) and continue with the
 * button, so choosing with the keyboard never jumps ahead by accident.
 */
export default function RadioQuestion({ page, strings, t, answers, onAnswer, onNext }: TemplateProps) {
  const chosen = answers[page.key]?.[0]?.key
  const choose = (key: string, index: number) => onAnswer([{ key, index }])
  const advanceOnPointer = (event: MouseEvent) => {
    if (event.detail > 0) onNext()
  }
  return (
    <section className="page-body question">
      <fieldset className="options">
        <legend>
          <h1>{t(page.title)}</h1>
        </legend>
        <Paragraphs page={page} t={t} />
        {page.options.map((option, index) => (
          <label key={option.key} className="option-card">
            <input
              type="radio"
              name={page.key}
              value={option.key}
              checked={chosen === option.key}
              onChange={() => choose(option.key, index)}
              onClick={advanceOnPointer}
            />
            {option.emoji && <span aria-hidden="true">{option.emoji}</span>}
            <span>{t(option.label)}</span>
          </label>
        ))}
      </fieldset>
      {chosen !== undefined && <PrimaryButton onClick={onNext}>{t(strings.continue)}</PrimaryButton>}
    </section>
  )
}
