import { defineContract } from '../../../../schemas/page/contract'
import { pick, shellFields } from '../../../../schemas/page/fields'

/** The fields the congratulations template reads. */
export const congratsContract = defineContract('congrats', 'Congratulations', {
  ...shellFields(),
  ...pick('body'),
})
