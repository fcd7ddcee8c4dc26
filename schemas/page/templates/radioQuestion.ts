import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/** The fields the single-choice question template reads. */
export const radioQuestionContract = defineContract('radioQuestion', 'Single-choice question', {
  ...shellFields(),
  ...pick('optionSet', 'stickyAction', 'optionInfo', 'images', 'imagePlacement'),
})
