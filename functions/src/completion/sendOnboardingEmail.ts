/**
 * sendOnboardingEmail: one completion e-mail (welcome, results, payment confirmation) through
 * the plugin list the funnel's content configures (onboardingDelivery.ts, shared with the
 * server-side fulfilment).
 */
import type * as z from 'zod/mini'
import { onboardingEmailRequestSchema, type OnboardingEmailAnswer } from '../../../schemas/completion/wire'
import type { CallContext, Handler } from '../callable'
import { deliverOnboardingEmail } from './onboardingDelivery'
import { defaultServices, type CompletionServices } from './services'

/** The payload is the wire schema itself: defineCallable parses zod/mini schemas. */
export const sendOnboardingEmailPayload = onboardingEmailRequestSchema
type Payload = z.output<typeof onboardingEmailRequestSchema>

export function sendOnboardingEmailWith(services: () => CompletionServices): Handler<Payload, OnboardingEmailAnswer> {
  return async (request: Payload, _context: CallContext) => deliverOnboardingEmail(services(), request)
}

export const sendOnboardingEmail = sendOnboardingEmailWith(defaultServices)
