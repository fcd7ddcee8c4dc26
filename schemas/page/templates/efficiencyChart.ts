import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/** The fields the efficiency chart template reads. */
export const efficiencyChartContract = defineContract('efficiencyChart', 'Efficiency chart', {
  ...shellFields(),
  ...pick('chart'),
})
