import { Paragraphs } from '../../ui/Paragraphs'
import { PrimaryButton } from '../../ui/PrimaryButton'
import type { TemplateProps } from '../TemplateProps'
import { formatRating, starRow, starsLabel } from './stars'
import './testimonial.css'

/** Store-style reviews from `page.reviews`: who wrote it, the stars, what they said. */
export default function Testimonial({ page, language, strings, t, onNext }: TemplateProps) {
  return (
    <section className="page-body testimonial">
      <h1>{t(page.title)}</h1>
      <Paragraphs page={page} t={t} />
      <ul className="review-list">
        {(page.reviews ?? []).map((review) => (
          <li key={review._key}>
            <figure className="review-card">
              {review.rating !== undefined && (
                <span
                  className="review-stars"
                  role="img"
                  aria-label={t(starsLabel).replace('{rating}', formatRating(review.rating, language))}
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
      <PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>
    </section>
  )
}
