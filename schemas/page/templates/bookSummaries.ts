import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/** The fields the book summaries template reads. */
export const bookSummariesContract = defineContract('bookSummaries', 'Book summaries', {
  ...shellFields(),
  ...pick('items'),
})
