import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/** The fields the 1-5 scale question template reads. */
export const scaleQuestionContract = defineContract('scaleQuestion', '1-5 scale question', {
  ...shellFields(),
  ...pick('optionSet', 'stickyAction', 'empathyInfo', 'scaleLabels', 'images', 'imagePlacement'),
})
