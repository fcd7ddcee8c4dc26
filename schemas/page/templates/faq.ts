import * as z from 'zod/mini'
import { defineContract } from '../contract'
import { faqItemSchema } from '../blocks/schema'
import { pageField, pick, shellFields } from '../fields'

/** The fields the FAQ template reads: the shell, an optional rich-text body and the questions. */
export const faqContract = defineContract('faq', 'FAQ', {
  ...shellFields(),
  ...pick('body'),
  questions: pageField(z.array(faqItemSchema), {
    type: 'array',
    group: 'copy',
    of: [{ type: 'faqItem' }],
    description: 'Shown collapsed; a visitor opens the answers they want',
  }),
})
