import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the testimonial template reads. */
export const testimonialContract = defineContract('testimonial', 'Testimonial', {
  ...shellFields(),
  ...pick('reviews'),
})
