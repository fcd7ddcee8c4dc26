import { ChoiceGroup } from '../../ui/ChoiceGroup'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'
import './AgeQuestion.css'

/**
 * Age groups as large cards in a grid, one radio group underneath: a tap or click moves on at
 * once, while a keyboard choice waits for Continue, as in RadioQuestion.
 */
export default function AgeQuestion({ page, strings, t, answers, onAnswer, onNext }: TemplateProps<'ageQuestion'>) {
  const chosen = answers[page.key]?.[0]?.key
  return (
    <TemplateShell
      className="question age-question"
      t={t}
      action={chosen !== undefined && <PrimaryButton onClick={onNext}>{t(strings.continue)}</PrimaryButton>}
    >
      <ChoiceGroup
        type="radio"
        name={page.key}
        page={page}
        t={t}
        options={page.options}
        isChosen={(option) => option.key === chosen}
        onChoose={(option, index) => onAnswer([{ key: option.key, index }])}
        onAdvance={onNext}
        listClassName="age-cards"
        optionClassName="age-card"
        renderLabel={(option) => (
          <>
            {option.emoji && <span aria-hidden="true">{option.emoji}</span>}
            <span className="age-label">{t(option.label)}</span>
          </>
        )}
      />
    </TemplateShell>
  )
}
