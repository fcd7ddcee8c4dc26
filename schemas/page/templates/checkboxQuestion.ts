import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/** The fields the multiple-choice question template reads. */
export const checkboxQuestionContract = defineContract('checkboxQuestion', 'Multiple-choice question', {
  ...shellFields(),
  ...pick('optionSet', 'stickyAction', 'images', 'imagePlacement'),
})
