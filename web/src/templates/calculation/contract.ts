import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the calculation with confirmation template reads. */
export const calculationContract = defineContract('calculation', 'Calculation with confirmation', {
  ...shellFields(),
  ...pick('items', 'confirm'),
})
