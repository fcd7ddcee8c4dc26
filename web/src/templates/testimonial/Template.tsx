import { formatMessage } from '../../ui/message'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'
import { formatRating, starRow } from './stars'
import './testimonial.css'

/** Store-style reviews from `page.reviews`: who wrote it, the stars, what they said. */
export default function Testimonial({ page, language, strings, t, onNext }: TemplateProps<'testimonial'>) {
  return (
    <TemplateShell
      page={page}
      t={t}
      className="testimonial"
      action={<PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}
    >
      <ul className="review-list">
        {(page.reviews ?? []).map((review) => (
          <li key={review._key}>
            <figure className="review-card">
              {review.rating !== undefined && (
                <span
                  className="review-stars"
                  role="img"
                  aria-label={formatMessage(t(strings.reviewRating), { rating: formatRating(review.rating, language) }, language)}
                >
                  {starRow(review.rating)}
                </span>
              )}
              <blockquote className="review-content">
                <p>{t(review.content)}</p>
              </blockquote>
              <figcaption className="review-user">
                {review.user}
                {review.time && <span className="review-time"> · {t(review.time)}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </TemplateShell>
  )
}
