import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/** The fields the plan reveal graph template reads. */
export const planRevealContract = defineContract('planReveal', 'Plan reveal graph', {
  ...shellFields(),
  ...pick('chart', 'images', 'imagePlacement'),
})
