import { empathyInfoFor } from '../../funnel/empathyInfo'
import { ChoiceGroup, singleChoice } from '../../ui/ChoiceGroup'
import { ChoiceInfo } from '../../ui/ChoiceInfo'
import { PlacedImages } from '../../ui/PlacedImages'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { Icon } from '../../ui/Icon'
import { StickyAction } from '../../ui/StickyAction'
import '../../ui/QuestionPage.css'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'
import './ScaleQuestion.css'

/**
 * A statement rated 1 to 5 (spec 5), as one radio group with the disagree and agree labels at
 * its ends. Like RadioQuestion, a pointer choice moves on and a keyboard choice waits for
 * Continue. With `empathyInfo`, the text for the chosen answer's range is shown first and the
 * visitor continues when ready. Options with icons (the five-face motivation scale) show their
 * icon in the circle and their label to readers; the first and last labels then mark the ends
 * unless the page names its own. The page's images go on top, at the bottom or behind it
 * (`imagePlacement`); Continue sticks to a phone's bottom unless `stickyAction` is false.
 */
export default function ScaleQuestion({ page, strings, t, answers, onAnswer, onNext }: TemplateProps<'scaleQuestion'>) {
  const chosen = answers[page.key]?.[0]
  const info = empathyInfoFor(page.empathyInfo, chosen?.index)
  const last = page.options.length - 1
  const endLabel = (index: number) => (index === 0 ? page.scaleLabels?.low : index === last ? page.scaleLabels?.high : undefined)
  const faces = page.options.length > 0 && page.options.every((option) => option.icon)
  const ends = page.scaleLabels ?? (faces ? { low: page.options[0]!.label, high: page.options[last]!.label } : undefined)
  return (
    <TemplateShell
      className="question scale-question"
      top={
        <>
          <PlacedImages page={page} at="background" t={t} />
          <PlacedImages page={page} at="top" t={t} />
        </>
      }
      t={t}
      action={
        chosen && (
          <StickyAction sticky={page.stickyAction ?? true}>
            <PrimaryButton onClick={onNext}>{t(strings.continue)}</PrimaryButton>
          </StickyAction>
        )
      }
    >
      <ChoiceGroup
        {...singleChoice({ page, t, options: page.options, chosenKey: chosen?.key, onAnswer, onNext })}
        staysOn={(_, index) => empathyInfoFor(page.empathyInfo, index) !== undefined}
        listClassName="scale-points"
        optionClassName="scale-point"
        renderLabel={(option, index) => {
          const end = endLabel(index)
          return (
            <>
              {option.icon ? (
                <>
                  <Icon name={option.icon} className="scale-face" />
                  <span className="visually-hidden">{t(option.label)}</span>
                </>
              ) : (
                <span className="scale-number">{t(option.label)}</span>
              )}
              {/* The end radios carry the end labels in their names; the visible ends below are hidden from readers. */}
              {end && <span className="visually-hidden"> {t(end)}</span>}
            </>
          )
        }}
        after={
          ends && (
            <div className="scale-ends" aria-hidden="true">
              <span>{t(ends.low)}</span>
              <span>{t(ends.high)}</span>
            </div>
          )
        }
      />
      {page.empathyInfo?.length ? <ChoiceInfo title={info && t(info.title)} content={info && t(info.content)} /> : null}
      <PlacedImages page={page} at="bottom" t={t} />
    </TemplateShell>
  )
}
