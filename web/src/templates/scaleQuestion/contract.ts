import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the 1-5 scale question template reads. */
export const scaleQuestionContract = defineContract('scaleQuestion', '1-5 scale question', {
  ...shellFields(),
  ...pick('optionSet', 'empathyInfo', 'scaleLabels'),
})
