import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the book summaries template reads. */
export const bookSummariesContract = defineContract('bookSummaries', 'Book summaries', {
  ...shellFields(),
  ...pick('items'),
})
