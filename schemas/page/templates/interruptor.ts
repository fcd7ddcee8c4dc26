import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/** The fields the story interstitial template reads. */
export const interruptorContract = defineContract('interruptor', 'Story interstitial', {
  ...shellFields(),
  ...pick('items', 'images', 'imagePlacement'),
})
