/**
 * The completion flow after a paid checkout (spec 4 "Completion"): the welcome, results and
 * payment-confirmation e-mails, then the follow-ups (week 1, month 1, and the funnel's own).
 * It runs in the background: the visitor moves on to the congratulations page at once, and a
 * failed call is logged, never shown. Each call runs once per checkout session (sessionSteps),
 * so a reload of the return page sends nothing twice; a failed one is retried on a later return.
 */
import * as z from 'zod/mini'
import { EMAIL_PURPOSES, followUpAnswerSchema, onboardingEmailAnswerSchema, type EmailPurpose } from '../../../../schemas/completion/wire'
import { callBackend, visitorUserId } from '../../platform/firebase/backend'
import { rememberCourseLoginUrl } from '../../platform/visitor/courseLogin'
import { claimStep, releaseStep, type SessionStep } from '../payments/sessionSteps'

export interface CompletionRequest {
  /** The paid checkout session: the unit of "once". */
  sessionId: string
  onboardingType: string
  /** The e-mail purposes the funnel's content configures; a funnel without one (demo has no payment confirmation) is not asked for it. */
  purposes: readonly EmailPurpose[]
  /** The paying customer's e-mail (the status answer's, else the one the visitor gave). */
  email: string | undefined
  language: string
  /** The visitor's A/B assignment (the payment confirmation's plugins can depend on it). */
  variants: Record<string, string>
  variables: { resultName?: string | undefined; funnelName?: string | undefined }
}

const emailSchema = z.email()

const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined))

async function once(sessionId: string, step: SessionStep, work: () => Promise<void>): Promise<void> {
  if (!claimStep(sessionId, step)) return
  try {
    await work()
  } catch (error) {
    releaseStep(sessionId, step)
    console.error(`[completion] ${step} failed for checkout session ${sessionId}; a later return retries it`, error)
  }
}

/** Runs the completion calls in order; resolves when all have settled (a failed call does not stop the rest). */
export async function runCompletionFlow(request: CompletionRequest): Promise<void> {
  const email = emailSchema.safeParse(request.email)
  if (!email.success) {
    console.error(`[completion] no valid e-mail for checkout session ${request.sessionId}; no e-mails sent`)
    return
  }
  const userId = await visitorUserId()
  const common = { onboardingType: request.onboardingType, email: email.data, language: request.language, userId, variables: defined(request.variables) }

  const sendEmail = (purpose: EmailPurpose) =>
    once(request.sessionId, purpose, async () => {
      const answer = await callBackend('sendOnboardingEmail', { ...common, purpose, variants: request.variants })
      // Stored before the shape check: the URL counts wherever the answer carries it (spec 3).
      rememberCourseLoginUrl(answer)
      if (!onboardingEmailAnswerSchema.safeParse(answer).success) console.warn(`[completion] sendOnboardingEmail (${purpose}) answered an unexpected shape`, answer)
    })

  for (const purpose of EMAIL_PURPOSES.filter((each) => request.purposes.includes(each))) await sendEmail(purpose)
  await once(request.sessionId, 'followUps', async () => {
    const answer = await callBackend('scheduleFollowUpEmails', common)
    if (!followUpAnswerSchema.safeParse(answer).success) console.warn('[completion] scheduleFollowUpEmails answered an unexpected shape', answer)
  })
}

/** Starts the completion flow without waiting for it (the visitor is not held up by e-mail). */
export function startCompletionFlow(request: CompletionRequest): void {
  void runCompletionFlow(request).catch((error: unknown) => console.error('[completion] flow stopped', error))
}
