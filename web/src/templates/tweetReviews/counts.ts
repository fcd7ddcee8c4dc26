import type { PageLanguage } from '../../../../schemas/languages'
import type { IconName } from '../../../../schemas/shared/iconNames'
import type { UiStringKey } from '../../../../schemas/uiStrings/keys'

export type CountKind = 'comments' | 'retweets' | 'likes'

/** The icon beside each count, as on the site the reviews imitate. */
export const COUNT_ICONS: Record<CountKind, IconName> = { comments: 'message-circle', retweets: 'repeat-2', likes: 'heart' }

/**
 * The uiStrings text that names each count for screen readers, with the plural forms each
 * language needs ('14 replies', '1 odpowiedź', '120 polubień'); the visible count is the number
 * beside its icon.
 */
export const COUNT_LABELS: Record<CountKind, UiStringKey> = { comments: 'tweetReplies', retweets: 'tweetRetweets', likes: 'tweetLikes' }

/** The count as digits in the language's style: 1,200 in English, 1200 in Polish. */
export function formatCount(count: number, language: PageLanguage): string {
  return new Intl.NumberFormat(language).format(count)
}
