import { ChoiceGroup, singleChoice } from '../../ui/ChoiceGroup'
import { ChoiceInfo } from '../../ui/ChoiceInfo'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import { Icon } from '../../ui/Icon'
import type { TemplateProps } from '../TemplateProps'

/**
 * Single choice. A tap or click on an option answers and moves on; a keyboard choice waits for
 * Continue (ChoiceGroup). An option with an entry in `optionInfo` (radio-question-info) shows
 * that info and waits for Continue, so it can be read.
 */
export default function RadioQuestion({ page, strings, t, answers, onAnswer, onNext }: TemplateProps<'radioQuestion'>) {
  const chosen = answers[page.key]?.[0]?.key
  const infoFor = (key: string | undefined) => (key === undefined ? undefined : page.optionInfo?.find((info) => info.optionKey === key))
  const info = infoFor(chosen)
  return (
    <TemplateShell
      className="question"
      t={t}
      action={chosen !== undefined && <PrimaryButton onClick={onNext}>{t(strings.continue)}</PrimaryButton>}
    >
      <ChoiceGroup
        {...singleChoice({ page, t, options: page.options, chosenKey: chosen, onAnswer, onNext })}
        staysOn={(option) => infoFor(option.key) !== undefined}
        optionClassName="option-card"
        renderLabel={(option) => (
          <>
            {option.icon && <Icon name={option.icon} className="option-icon" />}
            <span>{t(option.label)}</span>
          </>
        )}
      />
      {page.optionInfo?.length ? <ChoiceInfo title={info && t(info.title)} content={info && t(info.content)} /> : null}
    </TemplateShell>
  )
}
