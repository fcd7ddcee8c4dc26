import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the single-choice question template reads. */
export const radioQuestionContract = defineContract('radioQuestion', 'Single-choice question', {
  ...shellFields(),
  ...pick('optionSet', 'optionInfo'),
})
