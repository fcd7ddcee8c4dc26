import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/** The fields the before and after template reads. */
export const beforeAfterTransformationContract = defineContract('beforeAfterTransformation', 'Before and after', {
  ...shellFields(),
  ...pick('items'),
})
