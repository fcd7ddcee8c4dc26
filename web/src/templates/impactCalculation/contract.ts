import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the impact calculation template reads. */
export const impactCalculationContract = defineContract('impactCalculation', 'Impact calculation', {
  ...shellFields(),
  ...pick('footer', 'items'),
})
