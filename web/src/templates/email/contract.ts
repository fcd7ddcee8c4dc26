import { defineContract } from '../../../../schemas/page/contract'
import { pick, shellFields } from '../../../../schemas/page/fields'

/** The fields the e-mail capture template reads. */
export const emailContract = defineContract('email', 'E-mail capture', {
  ...shellFields(),
  ...pick('footer'),
})
