import { Paragraphs } from '../../ui/Paragraphs'
import type { TemplateProps } from '../TemplateProps'

/** The end of the funnel. */
export default function Congrats({ page, t }: TemplateProps) {
  return (
    <section className="page-body congrats">
      <h1>{t(page.title)}</h1>
      <Paragraphs page={page} t={t} />
    </section>
  )
}
