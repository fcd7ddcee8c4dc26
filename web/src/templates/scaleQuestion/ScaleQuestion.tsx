import type { MouseEvent } from 'react'
import { empathyInfoFor } from '../../funnel/empathyInfo'
import { ChoiceInfo } from '../../ui/ChoiceInfo'
import { Paragraphs } from '../../ui/Paragraphs'
import { PrimaryButton } from '../../ui/PrimaryButton'
import type { TemplateProps } from '../TemplateProps'
import './ScaleQuestion.css'

/**
 * A statement rated 1 to 5 (spec 5), as one radio group with the disagree and agree labels at
 * its ends. Like RadioQuestion, a pointer choice moves on and a keyboard choice waits for
 * Continue. With `empathyInfo`, the text for the chosen answer's range is shown first and the
 * visitor continues when ready.
 */
export default function ScaleQuestion({ page, strings, t, answers, onAnswer, onNext }: TemplateProps) {
  const chosen = answers[page.key]?.[0]
  const info = empathyInfoFor(page.empathyInfo, chosen?.index)
  const last = page.options.length - 1
  const endLabel = (index: number) => (index === 0 ? page.scaleLabels?.low : index === last ? page.scaleLabels?.high : undefined)
  // The clicked index decides, not `chosen`: the answer has not re-rendered yet during the click.
  const advanceOnPointer = (event: MouseEvent, index: number) => {
    if (event.detail > 0 && !empathyInfoFor(page.empathyInfo, index)) onNext()
  }
  return (
    <section className="page-body question scale-question">
      <fieldset className="options">
        <legend>
          <h1>{t(page.title)}</h1>
        </legend>
        <Paragraphs page={page} t={t} />
        <div className="scale-points">
          {page.options.map((option, index) => {
            const end = endLabel(index)
            return (
              <label key={option.key} className="scale-point">
                <input
                  type="radio"
                  name={page.key}
                  value={option.key}
                  checked={chosen?.key === option.key}
                  onChange={() => onAnswer([{ key: option.key, index }])}
                  onClick={(event) => advanceOnPointer(event, index)}
                />
                <span className="scale-number">{t(option.label)}</span>
                {/* The end radios carry the end labels in their names; the visible ends below are hidden from readers. */}
                {end && <span className="visually-hidden"> {t(end)}</span>}
              </label>
            )
          })}
        </div>
        {page.scaleLabels && (
          <div className="scale-ends" aria-hidden="true">
            <span>{t(page.scaleLabels.low)}</span>
            <span>{t(page.scaleLabels.high)}</span>
          </div>
        )}
      </fieldset>
      {page.empathyInfo?.length ? <ChoiceInfo title={info && t(info.title)} content={info && t(info.content)} /> : null}
      {chosen && <PrimaryButton onClick={onNext}>{t(strings.continue)}</PrimaryButton>}
    </section>
  )
}
