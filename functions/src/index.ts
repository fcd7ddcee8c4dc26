/**
 * The callable functions the web app calls (region us-central1). Built by
 * scripts/buildFunctions.ts into lib/index.js, which the emulator and deploys load.
 */
import { defineCallable } from './callable'
import { logAnalyticsEvent as logAnalyticsEventHandler, logAnalyticsEventPayload } from './logAnalyticsEvent'
import { logFbEvent as logFbEventHandler, logFbEventPayload } from './logFbEvent'
import { saveLog as saveLogHandler, saveLogPayload } from './saveLog'

export const saveLog = defineCallable('saveLog', saveLogPayload, saveLogHandler)
export const logFbEvent = defineCallable('logFbEvent', logFbEventPayload, logFbEventHandler)
export const logAnalyticsEvent = defineCallable('logAnalyticsEvent', logAnalyticsEventPayload, logAnalyticsEventHandler)
export { getOnboardingRedirect, scheduleFollowUpEmails, sendOnboardingEmail, transferToStepwiseAI } from './completion/callables'
