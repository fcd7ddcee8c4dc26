/** The completion callables (spec 4 "Completion", 7); index.ts exports them under these names. */
import { AI_MENTOR_CALLABLE } from '../../../schemas/completion/wire'
import { defineCallable } from '../callable'
import { getOnboardingRedirect as getOnboardingRedirectHandler, getOnboardingRedirectPayload } from './getOnboardingRedirect'
import { scheduleFollowUpEmails as scheduleFollowUpEmailsHandler, scheduleFollowUpEmailsPayload } from './scheduleFollowUpEmails'
import { sendOnboardingEmail as sendOnboardingEmailHandler, sendOnboardingEmailPayload } from './sendOnboardingEmail'
import { transferToStepwiseAI as transferToStepwiseAIHandler, transferToStepwiseAIPayload } from './transferToStepwiseAI'

export const sendOnboardingEmail = defineCallable('sendOnboardingEmail', sendOnboardingEmailPayload, sendOnboardingEmailHandler)
export const scheduleFollowUpEmails = defineCallable('scheduleFollowUpEmails', scheduleFollowUpEmailsPayload, scheduleFollowUpEmailsHandler)
export const getOnboardingRedirect = defineCallable('getOnboardingRedirect', getOnboardingRedirectPayload, getOnboardingRedirectHandler)
export const transferToStepwiseAI = defineCallable(AI_MENTOR_CALLABLE, transferToStepwiseAIPayload, transferToStepwiseAIHandler)
