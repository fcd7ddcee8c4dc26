import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the story interstitial template reads. */
export const interruptorContract = defineContract('interruptor', 'Story interstitial', {
  ...shellFields(),
  ...pick('items'),
})
