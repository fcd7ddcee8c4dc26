import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/** The fields the tweet reviews template reads. */
export const tweetReviewsContract = defineContract('tweetReviews', 'Tweet reviews', {
  ...shellFields(),
  ...pick('reviews'),
})
