import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the before and after template reads. */
export const beforeAfterTransformationContract = defineContract('beforeAfterTransformation', 'Before and after', {
  ...shellFields(),
  ...pick('items'),
})
