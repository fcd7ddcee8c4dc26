import * as z from 'zod/mini'
import { defineContract } from '../contract'
import { pageField, pick, shellFields } from '../fields'

/** The shared messages a mistyped address may show: the spec's, or its growth flow's shorter one (spec 5). */
export const INVALID_EMAIL_MESSAGES = ['emailInvalid', 'emailInvalidShort'] as const

/** The fields the e-mail capture template reads. */
export const emailContract = defineContract('email', 'E-mail capture', {
  ...shellFields(),
  ...pick('footer'),
  invalidEmailMessage: pageField(z.enum(INVALID_EMAIL_MESSAGES), {
    type: 'string',
    group: 'copy',
    options: { list: INVALID_EMAIL_MESSAGES },
    description: 'Which shared UI string a mistyped address shows (default emailInvalid; the growth flow uses emailInvalidShort)',
  }),
})
