import type { PageDocument } from '../../../schemas/page/schema'

interface Props {
  page: Pick<PageDocument, 'paragraphs'>
  t: (value: { en?: string; pl?: string } | undefined) => string
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
