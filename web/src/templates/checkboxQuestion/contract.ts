import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the multiple-choice question template reads. */
export const checkboxQuestionContract = defineContract('checkboxQuestion', 'Multiple-choice question', {
  ...shellFields(),
  ...pick('optionSet', 'stickyAction'),
})
