import { useId } from 'react'
import { Paragraphs } from '../../ui/Paragraphs'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { StickyAction } from '../../ui/StickyAction'
import type { TemplateProps } from '../TemplateProps'
import { toggleChoice } from './toggleChoice'
import './CheckboxQuestion.css'

/**
 * Multiple choice with real checkboxes (spec 5: 'Choose as many as you like'). Every tick stores
 * the whole answer at once, so going back shows it; Continue is disabled until something is
 * chosen, since an empty multi answer would tell the plan nothing.
 */
export default function CheckboxQuestion({ page, strings, t, answers, onAnswer, onNext }: TemplateProps) {
  const chosen = answers[page.key] ?? []
  const hintId = useId()
  const isChosen = (key: string) => chosen.some((item) => item.key === key)
  return (
    <section className="page-body question checkbox-question">
      <fieldset className="options" aria-describedby={hintId}>
        <legend>
          <h1>{t(page.title)}</h1>
        </legend>
        <Paragraphs page={page} t={t} />
        <p id={hintId} className="choice-hint">
          {t(strings.chooseAsMany)}
        </p>
        {page.options.map((option) => (
          <label key={option.key} className="option-card checkbox-card">
            <input
              type="checkbox"
              name={page.key}
              value={option.key}
              checked={isChosen(option.key)}
              onChange={() => onAnswer(toggleChoice(page.options, chosen, option.key))}
            />
            {option.emoji && <span aria-hidden="true">{option.emoji}</span>}
            <span>{t(option.label)}</span>
          </label>
        ))}
      </fieldset>
      <StickyAction sticky={page.stickyAction}>
        <PrimaryButton disabled={chosen.length === 0} onClick={onNext}>
          {t(page.buttonText) || t(strings.continue)}
        </PrimaryButton>
      </StickyAction>
    </section>
  )
}
