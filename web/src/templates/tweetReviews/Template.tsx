import { formatMessage } from '../../ui/message'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import { Icon } from '../../ui/Icon'
import type { TemplateProps } from '../TemplateProps'
import { COUNT_ICONS, COUNT_LABELS, formatCount, type CountKind } from './counts'
import './tweetReviews.css'

const KINDS: CountKind[] = ['comments', 'retweets', 'likes']

/** Reviews drawn as tweets from `page.reviews`: name, handle, time, text, and the three counts. */
export default function TweetReviews({ page, language, strings, t, onNext }: TemplateProps<'tweetReviews'>) {
  return (
    <TemplateShell
      page={page}
      t={t}
      className="tweet-reviews"
      action={<PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}
    >
      <ul className="tweet-list">
        {(page.reviews ?? []).map((review) => (
          <li key={review._key}>
            <article className="tweet">
              <span className="tweet-avatar" aria-hidden="true">
                {review.user.trim().charAt(0).toUpperCase()}
              </span>
              <div className="tweet-body">
                <p className="tweet-meta">
                  <strong>{review.user}</strong>
                  {review.handle && <span className="tweet-muted"> {review.handle}</span>}
                  {review.time && <span className="tweet-muted"> · {t(review.time)}</span>}
                </p>
                <p className="tweet-content">{t(review.content)}</p>
                <ul className="tweet-counts">
                  {KINDS.flatMap((kind) => {
                    const count = review[kind]
                    if (count === undefined) return []
                    return (
                      <li key={kind}>
                        <span className="tweet-count" aria-hidden="true" data-count={kind}>
                          <Icon name={COUNT_ICONS[kind]} /> {formatCount(count, language)}
                        </span>
                        <span className="visually-hidden">{formatMessage(t(strings[COUNT_LABELS[kind]]), { count }, language)}</span>
                      </li>
                    )
                  })}
                </ul>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </TemplateShell>
  )
}
