import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/** The fields the age groups question template reads. */
export const ageQuestionContract = defineContract('ageQuestion', 'Age groups question', {
  ...shellFields(),
  ...pick('optionSet', 'stickyAction', 'images', 'imagePlacement'),
})
