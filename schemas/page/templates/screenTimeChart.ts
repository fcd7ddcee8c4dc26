import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/** The fields the screen-time chart template reads. */
export const screenTimeChartContract = defineContract('screenTimeChart', 'Screen-time chart', {
  ...shellFields(),
  ...pick('chart'),
})
