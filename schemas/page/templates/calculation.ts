import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/** The fields the calculation with confirmation template reads. */
export const calculationContract = defineContract('calculation', 'Calculation with confirmation', {
  ...shellFields(),
  ...pick('items', 'confirm'),
})
