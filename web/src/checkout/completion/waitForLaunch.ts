/**
 * The waiting room's "I will wait" (waitForLaunch): the server records the caller's latest
 * confirmed order of the funnel as waiting, and e-mails the launch notice to the address that
 * paid once the content says the product launched. The browser names only the funnel.
 */
import { waitAnswerSchema, type WaitAnswer } from '../../../../schemas/backOffice/wire'
import { callAsVisitor } from '../callAsVisitor'

/** Rejects on a failed call or an answer of another shape; asking again is harmless (the server records the wait once). */
export async function waitForLaunch(onboardingType: string): Promise<WaitAnswer> {
  return waitAnswerSchema.parse(await callAsVisitor('waitForLaunch', { onboardingType }))
}
