import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the efficiency chart template reads. */
export const efficiencyChartContract = defineContract('efficiencyChart', 'Efficiency chart', {
  ...shellFields(),
  ...pick('chart'),
})
