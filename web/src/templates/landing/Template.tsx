import { useId } from 'react'
import { ChoiceButtons } from '../../ui/ChoiceButtons'
import { imagePlacementOf, PageImages, type ShownPlacement } from '../../ui/PageImages'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { StickyAction } from '../../ui/StickyAction'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'
import './Landing.css'

/**
 * The funnel's first page: the promise and the way into the quiz. With options (the gender
 * choice of the spec's landing) each option is a button that answers and starts the quiz, and
 * the page's button text names the group; without options there is one button.
 * Images go on top, below the text (before the action, so a sticky action stays last), or
 * behind the page. A `hint` (how long the quiz takes) sits under the button unless `hideHint`;
 * `buttonColor` orange gives the buttons the warm colour instead of the accent.
 */
export default function Landing({ page, strings, t, onAnswer, onNext }: TemplateProps<'landing'>) {
  const titleId = useId()
  const promptId = useId()
  const placement = imagePlacementOf(page)
  const images = (where: ShownPlacement) =>
    page.images && placement === where ? <PageImages images={page.images} placement={where} t={t} priority /> : null
  const prompt = t(page.buttonText)
  const hasChoices = page.options.length > 0
  const hint = page.hideHint ? '' : t(page.hint)
  return (
    <TemplateShell
      page={page}
      t={t}
      titleId={titleId}
      className={['landing', placement === 'background' && 'landing-with-background', page.buttonColor === 'orange' && 'landing-button-orange']
        .filter(Boolean)
        .join(' ')}
      top={
        <>
          {images('background')}
          {images('top')}
        </>
      }
      action={
        <StickyAction sticky={page.stickyAction}>
          {hasChoices ? (
            <ChoiceButtons
              className="landing-choices"
              options={page.options}
              labelledBy={prompt ? promptId : titleId}
              onChoose={(option, index) => {
                onAnswer([{ key: option.key, index }])
                onNext()
              }}
              // Labels only: an option set's icons stay on question pages, so the icon set
              // (ui/Icon) is not part of the landing's first load (DESIGN.md, Budgets).
              renderLabel={(option) => t(option.label)}
            />
          ) : (
            <PrimaryButton onClick={onNext}>{prompt || t(strings.continue)}</PrimaryButton>
          )}
          {hint && <p className="landing-hint">{hint}</p>}
        </StickyAction>
      }
      footer={t(page.footer)}
    >
      {images('bottom')}
      {/* Outside the sticky part: only the buttons float over the content on phones. */}
      {hasChoices && prompt && (
        <p id={promptId} className="landing-prompt">
          {prompt}
        </p>
      )}
    </TemplateShell>
  )
}
