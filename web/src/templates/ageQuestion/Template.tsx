import { ChoiceGroup, singleChoice } from '../../ui/ChoiceGroup'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import { Icon } from '../../ui/Icon'
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
        {...singleChoice({ page, t, options: page.options, chosenKey: chosen, onAnswer, onNext })}
        listClassName="age-cards"
        optionClassName="age-card"
        renderLabel={(option) => (
          <>
            {option.icon && <Icon name={option.icon} className="option-icon" />}
            <span className="age-label">{t(option.label)}</span>
          </>
        )}
      />
    </TemplateShell>
  )
}
