import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/** The fields the method preview template reads. */
export const methodPreviewContract = defineContract('methodPreview', 'Method preview', {
  ...shellFields(),
  ...pick('items'),
})
