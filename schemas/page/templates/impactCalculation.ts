import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/** The fields the impact calculation template reads. */
export const impactCalculationContract = defineContract('impactCalculation', 'Impact calculation', {
  ...shellFields(),
  ...pick('footer', 'items'),
})
