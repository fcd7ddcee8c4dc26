import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the plan reveal graph template reads. */
export const planRevealContract = defineContract('planReveal', 'Plan reveal graph', {
  ...shellFields(),
  ...pick('chart'),
})
