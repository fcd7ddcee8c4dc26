import { useId } from 'react'
import { imagePlacementOf, PageImages, type ShownPlacement } from '../../ui/PageImages'
import { Paragraphs } from '../../ui/Paragraphs'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { StickyAction } from '../../ui/StickyAction'
import type { TemplateProps } from '../TemplateProps'
import './Landing.css'

/**
 * The funnel's first page: the promise and the way into the quiz. With options (the gender
 * choice of the spec's landing) each option is a button that answers and starts the quiz, and
 * the page's button text names the group; without options there is one button.
 * Images go on top, below the text (before the action, so a sticky action stays last), or
 * behind the page.
 */
export default function Landing({ page, strings, t, onAnswer, onNext }: TemplateProps) {
  const titleId = useId()
  const promptId = useId()
  const placement = imagePlacementOf(page)
  const images = (where: ShownPlacement) =>
    page.images && placement === where ? <PageImages images={page.images} placement={where} t={t} priority /> : null
  const prompt = t(page.buttonText)
  const hasChoices = page.options.length > 0
  const choose = (key: string, index: number) => {
    onAnswer([{ key, index }])
    onNext()
  }
  return (
    <section className={placement === 'background' ? 'page-body landing landing-with-background' : 'page-body landing'}>
      {images('background')}
      {images('top')}
      <h1 id={titleId}>{t(page.title)}</h1>
      <Paragraphs page={page} t={t} />
      {images('bottom')}
      {/* Outside the sticky part: only the buttons float over the content on phones. */}
      {hasChoices && prompt && (
        <p id={promptId} className="landing-prompt">
          {prompt}
        </p>
      )}
      <StickyAction sticky={page.stickyAction}>
        {hasChoices ? (
          <div role="group" className="landing-choices" aria-labelledby={prompt ? promptId : titleId}>
            {page.options.map((option, index) => (
              <PrimaryButton key={option.key} onClick={() => choose(option.key, index)}>
                {option.emoji && <span aria-hidden="true">{option.emoji} </span>}
                {t(option.label)}
              </PrimaryButton>
            ))}
          </div>
        ) : (
          <PrimaryButton onClick={onNext}>{prompt || t(strings.continue)}</PrimaryButton>
        )}
      </StickyAction>
      {page.footer && <p className="footnote">{t(page.footer)}</p>}
    </section>
  )
}
