import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the promise template reads. */
export const promiseContract = defineContract('promise', 'Promise', {
  ...shellFields(),
  ...pick('footer', 'items'),
})
