import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/** The fields the testimonial template reads. */
export const testimonialContract = defineContract('testimonial', 'Testimonial', {
  ...shellFields(),
  ...pick('reviews'),
})
