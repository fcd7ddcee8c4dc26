import type { PageDocument } from '../../../schemas/page/schema'
import type { Translate } from '../../../schemas/languages'

interface Props {
  page: Pick<PageDocument, 'paragraphs'>
  t: Translate
}

/** A page's paragraphs in the visitor's language. */
export function Paragraphs({ page, t }: Props) {
  return (
    <>
      {(page.paragraphs ?? []).map((paragraph) => (
        <p key={paragraph._key}>{t(paragraph)}</p>
      ))}
    </>
  )
}
