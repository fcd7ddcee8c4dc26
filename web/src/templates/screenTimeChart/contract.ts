import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the screen-time chart template reads. */
export const screenTimeChartContract = defineContract('screenTimeChart', 'Screen-time chart', {
  ...shellFields(),
  ...pick('chart'),
})
