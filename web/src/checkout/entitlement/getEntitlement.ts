/**
 * The visitor's entitlement for a funnel, as the server decides it (getEntitlement): a confirmed
 * order or trial of the signed-in caller. The browser never decides it; the URL and local
 * storage count for nothing. A positive answer is kept for the page view (congratulations, then
 * the waiting room, then the account page ask once), a negative or failed one is not (the
 * webhook may confirm the order a moment later).
 */
import { entitlementAnswerSchema, type EntitlementAnswer } from '../../../../schemas/backOffice/wire'
import { rememberCourseLoginUrl } from '../../platform/visitor/courseLogin'
import { callAsVisitor } from '../callAsVisitor'
import { singleFlight } from '../singleFlight'

const answers = singleFlight<EntitlementAnswer>()

async function ask(onboardingType: string): Promise<EntitlementAnswer> {
  const answer = entitlementAnswerSchema.parse(await callAsVisitor('getEntitlement', { onboardingType }))
  // The course platform's login comes with the purchase it belongs to (spec 3).
  if (answer.entitled) rememberCourseLoginUrl(answer)
  return answer
}

/** Asks the server once per funnel at a time; rejects on a failed call or an answer of another shape. */
export function getEntitlement(onboardingType: string): Promise<EntitlementAnswer> {
  const asking = answers.run(onboardingType, () => ask(onboardingType))
  asking.then(
    (answer) => answer.entitled || answers.forget(onboardingType),
    () => answers.forget(onboardingType),
  )
  return asking
}

/** Drops the kept answer (after a refund or cancellation changed the order): the next page asks again. */
export function forgetEntitlement(onboardingType: string): void {
  answers.forget(onboardingType)
}
