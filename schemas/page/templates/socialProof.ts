import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/** The fields the social proof template reads; `images` is an illustration above the title. */
export const socialProofContract = defineContract('socialProof', 'Social proof', {
  ...shellFields(),
  ...pick('items', 'storeRatings', 'images'),
})
