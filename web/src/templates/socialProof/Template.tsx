import { formatMessage } from '../../ui/message'
import { PageImages } from '../../ui/PageImages'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import { Icon } from '../../ui/Icon'
import type { TemplateProps } from '../TemplateProps'
import { formatCount, formatRating, STORES } from './ratings'
import './socialProof.css'

/**
 * Social proof: big figures from `page.items` and the app's store ratings. A stat with a
 * `value` shows that number in the language's style (5,000 / 5000) with its title as the label;
 * a stat without one shows its title as the figure, as the copy writes it ('91%', '500+'),
 * with its text as the label, since a figure with a unit has no number field. `page.images`
 * (an illustration) sit above the title.
 */
export default function SocialProof({ page, language, strings, t, onNext }: TemplateProps<'socialProof'>) {
  const ratings = page.storeRatings
  const stores = (['appStore', 'playStore'] as const).flatMap((store) => {
    const rating = ratings?.[store]
    return rating === undefined ? [] : [{ store, name: STORES[store], rating: formatRating(rating, language) }]
  })
  return (
    <TemplateShell
      page={page}
      t={t}
      className="social-proof"
      top={page.images?.length ? <PageImages images={page.images} placement="top" t={t} /> : undefined}
      action={<PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}
    >
      {(page.items ?? []).length > 0 && (
        <ul className="stats">
          {(page.items ?? []).map((stat) => (
            <li key={stat._key} className="stat">
              <strong className="stat-value">{stat.value === undefined ? t(stat.title) : formatCount(stat.value, language)}</strong>{' '}
              <span className="stat-label">{stat.value === undefined ? t(stat.text) : t(stat.title)}</span>
            </li>
          ))}
        </ul>
      )}
      {stores.length > 0 && (
        <ul className="store-ratings">
          {stores.map(({ store, name, rating }) => (
            <li key={store} className="store-rating">
              <span className="visually-hidden">{formatMessage(t(strings.storeRating), { store: name, rating }, language)}</span>
              <span aria-hidden="true">
                <span className="store-score">
                  {rating} <Icon name="star" filled className="store-star" />
                </span>
                <span className="store-name">{name}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {ratings?.reviewsCount && <p className="store-reviews">{t(ratings.reviewsCount)}</p>}
    </TemplateShell>
  )
}
