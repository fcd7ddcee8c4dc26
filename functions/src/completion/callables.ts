/** The completion callables (spec 4 "Completion", 7); index.ts exports them under these names. */
import { AI_MENTOR_CALLABLE } from '../../../schemas/completion/wire'
import { defineCallable } from '../callable'
import { callerOnly } from './callerOnly'
import { getOnboardingRedirect as getOnboardingRedirectHandler, getOnboardingRedirectPayload } from './getOnboardingRedirect'
import { scheduleFollowUpEmails as scheduleFollowUpEmailsHandler, scheduleFollowUpEmailsPayload } from './scheduleFollowUpEmails'
import { sendOnboardingEmail as sendOnboardingEmailHandler, sendOnboardingEmailPayload } from './sendOnboardingEmail'
import { transferToStepwiseAI as transferToStepwiseAIHandler, transferToStepwiseAIPayload } from './transferToStepwiseAI'

// Mail and enrolment reach only the caller's own address on record, a few times an hour (callerOnly).
export const sendOnboardingEmail = defineCallable('sendOnboardingEmail', sendOnboardingEmailPayload, callerOnly('sendOnboardingEmail', sendOnboardingEmailHandler))
export const scheduleFollowUpEmails = defineCallable('scheduleFollowUpEmails', scheduleFollowUpEmailsPayload, callerOnly('scheduleFollowUpEmails', scheduleFollowUpEmailsHandler))
export const getOnboardingRedirect = defineCallable('getOnboardingRedirect', getOnboardingRedirectPayload, getOnboardingRedirectHandler)
export const transferToStepwiseAI = defineCallable(AI_MENTOR_CALLABLE, transferToStepwiseAIPayload, callerOnly(AI_MENTOR_CALLABLE, transferToStepwiseAIHandler))
