import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the age groups question template reads. */
export const ageQuestionContract = defineContract('ageQuestion', 'Age groups question', {
  ...shellFields(),
  ...pick('optionSet'),
})
