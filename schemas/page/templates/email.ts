import { defineContract } from '../contract'
import { pick, shellFields } from '../fields'

/** The fields the e-mail capture template reads. */
export const emailContract = defineContract('email', 'E-mail capture', {
  ...shellFields(),
  ...pick('footer'),
})
