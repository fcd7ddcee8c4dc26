import { defineContract } from '../contract'
import { pick, shellFields } from '../fields'

/** The fields the congratulations template reads. */
export const congratsContract = defineContract('congrats', 'Congratulations', {
  ...shellFields(),
  ...pick('body'),
})
