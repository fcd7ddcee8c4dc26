import { formatMessage } from '../../ui/message'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import { Icon } from '../../ui/Icon'
import type { TemplateProps } from '../TemplateProps'
import { filledStars, formatRating, STARS } from './stars'
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
                  <Stars rating={review.rating} />
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

/** Five star icons, as many filled as the rating; the row's label says the rating in words. */
function Stars({ rating }: { rating: number }) {
  const filled = filledStars(rating)
  return Array.from({ length: STARS }, (_, index) => <Icon key={index} name="star" filled={index < filled} className={index < filled ? 'star-filled' : 'star-empty'} />)
}
