/**
 * The waiting room's refund request (requestRefund): the server refunds the caller's latest
 * confirmed order of the funnel through the payment provider, or cancels a trial that has charged
 * nothing, and cancels the pending e-mails. The browser names only the funnel; which order and
 * how much are the server's to decide.
 */
import { refundAnswerSchema, type RefundAnswer } from '../../../../schemas/backOffice/wire'
import { callAsVisitor } from '../callAsVisitor'
import { forgetEntitlement } from '../entitlement/getEntitlement'

/** Rejects on a failed call or an answer of another shape; the request can then be sent again (the server answers 'already' to a repeat). */
export async function requestRefund(onboardingType: string): Promise<RefundAnswer> {
  const answer = refundAnswerSchema.parse(await callAsVisitor('requestRefund', { onboardingType }))
  // The order changed: the next purchase page asks the server again.
  forgetEntitlement(onboardingType)
  return answer
}
