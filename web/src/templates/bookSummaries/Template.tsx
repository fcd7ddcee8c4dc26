import { PageImage } from '../../ui/PageImages'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import { Icon } from '../../ui/Icon'
import type { TemplateProps } from '../TemplateProps'
import './bookSummaries.css'

/** The cover's CSS width (3.25rem in bookSummaries.css). */
const COVER_WIDTH = 52

/**
 * Book summary cards: each of `page.items` is a book (title), what it teaches (text) and a cover
 * (an image, else an icon drawn as a small cover). Covers are decoration: the title says it all.
 */
export default function BookSummaries({ page, strings, t, onNext }: TemplateProps<'bookSummaries'>) {
  return (
    <TemplateShell
      page={page}
      t={t}
      className="book-summaries"
      action={<PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}
    >
      <ul className="book-list">
        {(page.items ?? []).map((book) => (
          <li key={book._key} className="book-card">
            {book.image ? (
              <PageImage className="book-cover" image={book.image} slotWidth={COVER_WIDTH} alt="" loading="lazy" />
            ) : (
              <span className="book-cover book-cover-icon" aria-hidden="true">
                <Icon name={book.icon ?? 'book-open'} />
              </span>
            )}
            <span className="book-text">
              <h2>{t(book.title)}</h2>
              {book.text && <p>{t(book.text)}</p>}
            </span>
          </li>
        ))}
      </ul>
    </TemplateShell>
  )
}
