import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the landing template reads. */
export const landingContract = defineContract('landing', 'Landing', {
  ...shellFields(),
  ...pick('footer', 'images', 'imagePlacement', 'optionSet', 'stickyAction'),
})
