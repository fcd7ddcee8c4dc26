import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/** The fields the expert introduction template reads. */
export const expertIntroductionContract = defineContract('expertIntroduction', 'Expert introduction', {
  ...shellFields(),
  ...pick('expert'),
})
