/**
 * What the completion callables take and answer: the e-mails after payment, the follow-ups,
 * the app download destination and the hand-over to the AI mentor (spec 4 "Completion"; the
 * spec does not show these payloads, so this file is where they are defined). Shared by the
 * functions (payload parsing) and the browser (answer parsing).
 */
import * as z from 'zod/mini'

import { wireEmail, wireJson, wireString, wireText } from '../shared/wireFields'

const text = () => z.string().check(z.minLength(1))
/** Funnel keys, uids, languages and names the client sends. */
const key = () => wireText(200)
const language = () => wireText(35)

/** welcome and results after payment; payment_confirmation is the spec's second e-mail purpose. */
export const EMAIL_PURPOSES = ['welcome', 'results', 'payment_confirmation'] as const
export type EmailPurpose = (typeof EMAIL_PURPOSES)[number]

/** Values the templates' placeholders take (see schemas/emailTemplate EMAIL_PLACEHOLDERS). */
export const emailVariablesSchema = z.object({
  resultName: z.optional(wireString(200)),
  funnelName: z.optional(wireString(200)),
})

/** sendOnboardingEmail payload. `variants` is the visitor's A/B assignment (it can change the plugin list). */
export const onboardingEmailRequestSchema = z.object({
  onboardingType: key(),
  purpose: z.enum(EMAIL_PURPOSES),
  email: wireEmail(),
  language: language(),
  userId: key(),
  variants: z._default(wireJson(wireString(200)), {}),
  variables: z._default(emailVariablesSchema, {}),
})

/** sendOnboardingEmail answer: what each plugin did; a course enrollment gives a login URL. */
export const onboardingEmailAnswerSchema = z.object({
  delivered: z.array(z.object({ plugin: text(), id: text() })),
  courseLoginUrl: z.optional(z.url()),
})
export type OnboardingEmailAnswer = z.infer<typeof onboardingEmailAnswerSchema>

/** scheduleFollowUpEmails payload. */
export const followUpRequestSchema = z.object({
  onboardingType: key(),
  email: wireEmail(),
  language: language(),
  userId: key(),
  variables: z._default(emailVariablesSchema, {}),
})

/** scheduleFollowUpEmails answer: each follow-up with the moment it is due (ISO 8601). */
export const followUpAnswerSchema = z.object({
  scheduled: z.array(z.object({ templateKey: text(), sendAt: text() })),
})
export type FollowUpAnswer = z.infer<typeof followUpAnswerSchema>

export const REDIRECT_PLATFORMS = ['ios', 'android', 'web'] as const
export type RedirectPlatform = (typeof REDIRECT_PLATFORMS)[number]

/** getOnboardingRedirect payload: the visitor's platform picks the app store. */
export const redirectRequestSchema = z.object({
  onboardingType: key(),
  platform: z.enum(REDIRECT_PLATFORMS),
  userId: key(),
})
export type RedirectRequest = z.infer<typeof redirectRequestSchema>

export const redirectAnswerSchema = z.object({ url: z.url(), platform: z.enum(REDIRECT_PLATFORMS) })
export type RedirectAnswer = z.infer<typeof redirectAnswerSchema>

/** The AI mentor product the ai-mentor-intro page announces; its callable is transferTo{product}AI. */
export const AI_MENTOR_CALLABLE = 'transferToStepwiseAI'

/**
 * transferToStepwiseAI payload: the visitor's quiz profile handed to the AI mentor, so its first
 * conversation starts from what the visitor already told the quiz.
 */
export const aiTransferRequestSchema = z.object({
  onboardingType: key(),
  userId: key(),
  email: z.optional(wireEmail()),
  language: language(),
  profile: z.object({
    /** Each answered question's key with the chosen option keys, in page order. */
    answers: wireJson(z.array(wireString(200))),
    /** The scored result, when the funnel scores one (style name and score). */
    result: z.optional(z.object({ name: wireText(200), score: z.number() })),
  }),
})
export type AiTransferRequest = z.infer<typeof aiTransferRequestSchema>

export const aiTransferAnswerSchema = z.object({ transferId: text(), mentorUrl: z.url() })
export type AiTransferAnswer = z.infer<typeof aiTransferAnswerSchema>
