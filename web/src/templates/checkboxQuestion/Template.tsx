import { useId } from 'react'
import { ChoiceGroup } from '../../ui/ChoiceGroup'
import { PlacedImages } from '../../ui/PlacedImages'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { StickyAction } from '../../ui/StickyAction'
import '../../ui/QuestionPage.css'
import { TemplateShell } from '../../ui/TemplateShell'
import { Icon } from '../../ui/Icon'
import type { TemplateProps } from '../TemplateProps'
import { toggleChoice } from './toggleChoice'
import './CheckboxQuestion.css'

/**
 * Multiple choice with real checkboxes (spec 5: 'Choose as many as you like'). Every tick stores
 * the whole answer at once, so going back shows it; Continue is disabled until something is
 * chosen, since an empty multi answer would tell the plan nothing. The page's images go on top,
 * at the bottom or behind it (`imagePlacement`); Continue sticks to a phone's bottom unless
 * `stickyAction` is false.
 */
export default function CheckboxQuestion({ page, strings, t, answers, onAnswer, onNext }: TemplateProps<'checkboxQuestion'>) {
  const chosen = answers[page.key] ?? []
  const hintId = useId()
  return (
    <TemplateShell
      className="question checkbox-question"
      top={
        <>
          <PlacedImages page={page} at="background" t={t} />
          <PlacedImages page={page} at="top" t={t} />
        </>
      }
      t={t}
      action={
        <StickyAction sticky={page.stickyAction ?? true}>
          <PrimaryButton disabled={chosen.length === 0} onClick={onNext}>
            {t(page.buttonText) || t(strings.continue)}
          </PrimaryButton>
        </StickyAction>
      }
    >
      <ChoiceGroup
        type="checkbox"
        name={page.key}
        page={page}
        t={t}
        options={page.options}
        isChosen={(option) => chosen.some((item) => item.key === option.key)}
        onChoose={(option) => onAnswer(toggleChoice(page.options, chosen, option.key))}
        describedBy={hintId}
        intro={
          <p id={hintId} className="choice-hint">
            {t(strings.chooseAsMany)}
          </p>
        }
        listClassName="option-list"
        optionClassName="option-card checkbox-card"
        renderLabel={(option) => (
          <>
            {option.icon && <Icon name={option.icon} className="option-icon" />}
            <span>{t(option.label)}</span>
          </>
        )}
      />
      <PlacedImages page={page} at="bottom" t={t} />
    </TemplateShell>
  )
}
