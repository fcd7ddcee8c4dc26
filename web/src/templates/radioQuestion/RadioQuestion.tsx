import type { MouseEvent } from 'react'
import { ChoiceInfo } from '../../ui/ChoiceInfo'
import { Paragraphs } from '../../ui/Paragraphs'
import { PrimaryButton } from '../../ui/PrimaryButton'
import type { TemplateProps } from '../TemplateProps'

/**
 * Single choice. A tap or click on an option answers and moves on; keyboard users move through
 * the options with the arrow keys (which also fire clicks, with detail 0) and continue with the
 * button, so choosing with the keyboard never jumps ahead by accident. An option with an entry in
 * `optionInfo` (radio-question-info) shows that info and waits for Continue, so it can be read.
 */
export default function RadioQuestion({ page, strings, t, answers, onAnswer, onNext }: TemplateProps) {
  const chosen = answers[page.key]?.[0]?.key
  const infoFor = (key: string | undefined) => (key === undefined ? undefined : page.optionInfo?.find((info) => info.optionKey === key))
  const info = infoFor(chosen)
  const choose = (key: string, index: number) => onAnswer([{ key, index }])
  // The clicked option decides, not `chosen`: the answer has not re-rendered yet during the click.
  const advanceOnPointer = (event: MouseEvent, key: string) => {
    if (event.detail > 0 && !infoFor(key)) onNext()
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
              onClick={(event) => advanceOnPointer(event, option.key)}
            />
            {option.emoji && <span aria-hidden="true">{option.emoji}</span>}
            <span>{t(option.label)}</span>
          </label>
        ))}
      </fieldset>
      {page.optionInfo?.length ? <ChoiceInfo title={info && t(info.title)} content={info && t(info.content)} /> : null}
      {chosen !== undefined && <PrimaryButton onClick={onNext}>{t(strings.continue)}</PrimaryButton>}
    </section>
  )
}
