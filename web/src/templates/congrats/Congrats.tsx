import { Paragraphs } from '../../ui/Paragraphs'
import { PrimaryButton } from '../../ui/PrimaryButton'
import type { TemplateProps } from '../TemplateProps'

/**
 * The congratulations page. Usually the end of a funnel; when the content gives it a button
 * (the demo continues to more templates, a funnel may continue to registration) it moves on.
 */
export default function Congrats({ page, t, onNext }: TemplateProps) {
  return (
    <section className="page-body congrats">
      <p className="congrats-mark" aria-hidden="true">
        ✓
      </p>
      <h1>{t(page.title)}</h1>
      <Paragraphs page={page} t={t} />
      {page.buttonText && <PrimaryButton onClick={onNext}>{t(page.buttonText)}</PrimaryButton>}
    </section>
  )
}
