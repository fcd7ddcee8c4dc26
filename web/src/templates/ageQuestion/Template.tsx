import { ChoiceGroup, singleChoice } from '../../ui/ChoiceGroup'
import { PlacedImages } from '../../ui/PlacedImages'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { StickyAction } from '../../ui/StickyAction'
import '../../ui/QuestionPage.css'
import { TemplateShell } from '../../ui/TemplateShell'
import { Icon } from '../../ui/Icon'
import type { TemplateProps } from '../TemplateProps'
import './AgeQuestion.css'

/**
 * Age groups as large cards in a grid, one radio group underneath: a tap or click moves on at
 * once, while a keyboard choice waits for Continue, as in RadioQuestion. The page's images go
 * on top, at the bottom or behind it (`imagePlacement`); Continue sticks to a phone's bottom
 * unless `stickyAction` is false.
 */
export default function AgeQuestion({ page, strings, t, answers, onAnswer, onNext }: TemplateProps<'ageQuestion'>) {
  const chosen = answers[page.key]?.[0]?.key
  return (
    <TemplateShell
      className="question age-question"
      top={
        <>
          <PlacedImages page={page} at="background" t={t} />
          <PlacedImages page={page} at="top" t={t} />
        </>
      }
      t={t}
      action={
        chosen !== undefined && (
          <StickyAction sticky={page.stickyAction ?? true}>
            <PrimaryButton onClick={onNext}>{t(strings.continue)}</PrimaryButton>
          </StickyAction>
        )
      }
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
      <PlacedImages page={page} at="bottom" t={t} />
    </TemplateShell>
  )
}
