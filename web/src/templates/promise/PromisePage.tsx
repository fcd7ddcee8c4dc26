import { ItemCards } from '../../ui/ItemCards'
import { Paragraphs } from '../../ui/Paragraphs'
import { PrimaryButton } from '../../ui/PrimaryButton'
import type { TemplateProps } from '../TemplateProps'
import './promise.css'

/**
 * The promise: what the program commits to, as benefit cards from `page.items` (icon, title,
 * text), two per row on wider screens. A page without items is a plain promise (title and text).
 */
export default function PromisePage({ page, strings, t, onNext }: TemplateProps) {
  return (
    <section className="page-body promise">
      <h1>{t(page.title)}</h1>
      <Paragraphs page={page} t={t} />
      <ItemCards items={page.items ?? []} t={t} className="item-cards-grid promise-cards" />
      <PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>
      {page.footer && <p className="footnote">{t(page.footer)}</p>}
    </section>
  )
}
