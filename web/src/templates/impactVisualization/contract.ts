import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the impact visualisation template reads. */
export const impactVisualizationContract = defineContract('impactVisualization', 'Impact visualisation', {
  ...shellFields(),
  ...pick('chart', 'items'),
})
