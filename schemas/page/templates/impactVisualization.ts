import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/** The fields the impact visualisation template reads. */
export const impactVisualizationContract = defineContract('impactVisualization', 'Impact visualisation', {
  ...shellFields(),
  ...pick('chart', 'items'),
})
