import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the method preview template reads. */
export const methodPreviewContract = defineContract('methodPreview', 'Method preview', {
  ...shellFields(),
  ...pick('items'),
})
