import { defineContract } from '../contract'
import { pick, shellFields } from '../fields'
import { role } from './congrats.role'

/** The fields the congratulations template reads. */
export const congratsContract = defineContract('congrats', 'Congratulations', {
  ...shellFields(),
  ...pick('body'),
}, role)
