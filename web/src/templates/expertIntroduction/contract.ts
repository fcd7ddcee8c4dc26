import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the expert introduction template reads. */
export const expertIntroductionContract = defineContract('expertIntroduction', 'Expert introduction', {
  ...shellFields(),
  ...pick('expert'),
})
