import { Paragraphs } from '../../ui/Paragraphs'
import { PrimaryButton } from '../../ui/PrimaryButton'
import type { TemplateProps } from '../TemplateProps'

/** The funnel's first page: the promise, and one button into the quiz. */
export default function Landing({ page, strings, t, onNext }: TemplateProps) {
  return (
    <section className="page-body landing">
      <h1>{t(page.title)}</h1>
      <Paragraphs page={page} t={t} />
      <PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>
      {page.footer && <p className="footnote">{t(page.footer)}</p>}
    </section>
  )
}
