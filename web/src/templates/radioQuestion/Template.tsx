import { ChoiceGroup, singleChoice } from '../../ui/ChoiceGroup'
import { ChoiceInfo } from '../../ui/ChoiceInfo'
import { PlacedImages } from '../../ui/PlacedImages'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { StickyAction } from '../../ui/StickyAction'
import '../../ui/QuestionPage.css'
import { TemplateShell } from '../../ui/TemplateShell'
import { Icon } from '../../ui/Icon'
import type { TemplateProps } from '../TemplateProps'

/**
 * Single choice. A tap or click on an option answers and moves on; a keyboard choice waits for
 * Continue (ChoiceGroup). An option with an entry in `optionInfo` (radio-question-info) shows
 * that info and waits for Continue, so it can be read. The page's images go on top, at the
 * bottom or behind it (`imagePlacement`); Continue sticks to a phone's bottom unless
 * `stickyAction` is false.
 */
export default function RadioQuestion({ page, strings, t, answers, onAnswer, onNext }: TemplateProps<'radioQuestion'>) {
  const chosen = answers[page.key]?.[0]?.key
  const infoFor = (key: string | undefined) => (key === undefined ? undefined : page.optionInfo?.find((info) => info.optionKey === key))
  const info = infoFor(chosen)
  return (
    <TemplateShell
      className="question"
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
        staysOn={(option) => infoFor(option.key) !== undefined}
        listClassName="option-list"
        optionClassName="option-card"
        renderLabel={(option) => (
          <>
            {option.icon && <Icon name={option.icon} className="option-icon" />}
            <span>{t(option.label)}</span>
          </>
        )}
      />
      {page.optionInfo?.length ? <ChoiceInfo title={info && t(info.title)} content={info && t(info.content)} /> : null}
      <PlacedImages page={page} at="bottom" t={t} />
    </TemplateShell>
  )
}
