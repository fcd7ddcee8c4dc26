import { Paragraphs } from '../../ui/Paragraphs'
import { PrimaryButton } from '../../ui/PrimaryButton'
import type { TemplateProps } from '../TemplateProps'

/** A story-like interstitial between questions. */
export default function Interruptor({ page, strings, t, onNext }: TemplateProps) {
  return (
    <section className="page-body interruptor">
      <h1>{t(page.title)}</h1>
      <Paragraphs page={page} t={t} />
      <PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>
    </section>
  )
}
