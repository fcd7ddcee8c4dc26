import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the result template reads. */
export const resultContract = defineContract('result', 'Result', {
  ...shellFields(),
  ...pick('items', 'resultScoring'),
})
