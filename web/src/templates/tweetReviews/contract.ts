import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the tweet reviews template reads. */
export const tweetReviewsContract = defineContract('tweetReviews', 'Tweet reviews', {
  ...shellFields(),
  ...pick('reviews'),
})
