import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/** The fields the result template reads. */
export const resultContract = defineContract('result', 'Result', {
  ...shellFields(),
  ...pick('items', 'resultScoring', 'images', 'imagePlacement'),
})
