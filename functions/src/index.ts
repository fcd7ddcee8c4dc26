/**
 * The callable functions the web app calls (region us-central1), the webhooks and the mail
 * worker's schedule. Built by scripts/buildFunctions.ts into lib/index.js, which the emulator
 * and deploys load.
 */
// First: the production settings must be global before any function below is defined.
import { runtimeOptionsOf } from './runtimeOptions'
import { onInit } from 'firebase-functions/v2/core'
import { onRequest } from 'firebase-functions/v2/https'
import { onSchedule } from 'firebase-functions/v2/scheduler'
import { checkoutRequestSchema, elementsRequestSchema, pricingRequestSchema, statusRequestSchema } from '../../schemas/payments/wire'
import { getEntitlement as getEntitlementHandler, getEntitlementPayload } from './backOffice/getEntitlement'
import { requestRefund as requestRefundHandler, requestRefundPayload } from './backOffice/requestRefund'
import { defineCallable } from './callable'
import { checkServerConfig } from './config/checkServerConfig'
import { secretsOf } from './config/secrets'
import { limitEvents } from './eventRateLimit'
import { logAnalyticsEvent as logAnalyticsEventHandler, logAnalyticsEventPayload } from './logAnalyticsEvent'
import { logFbEvent as logFbEventHandler, logFbEventPayload } from './logFbEvent'
import { EMAIL_WORKER_SCHEDULE, EMAIL_WORKER_TIMEOUT_SECONDS, runScheduledEmailPass } from './mail/emailWorkerTrigger'
import { pruneCallCounts as deleteOldCallCounts } from './backOffice/pruneCallCounts'
import { publishAllReports, REPORT_SCHEDULE } from './analytics/reportSchedule'
import { serveUnsubscribe } from './mail/unsubscribe'
import { runWith } from 'firebase-functions/v1'
import { database } from './db/database'
import { serveCancelTrial } from './lifecycle/cancelTrial'
import { cancelEmailsOfDeletedVisitor } from './lifecycle/visitorDeleted'
import { waitForLaunch as waitForLaunchHandler, waitForLaunchPayload } from './lifecycle/waitForLaunch'
import * as payments from './payments/callables'
import { saveLog as saveLogHandler, saveLogPayload } from './saveLog'
import { serveStripeWebhook } from './webhooks/stripeWebhook'

// Each instance checks its configuration before its first call, and refuses every call with
// one message naming each missing or invalid variable until it is fixed.
onInit(checkServerConfig)

// The event trail, each limited per visitor (eventRateLimit.ts: 600 calls in 10 minutes).
export const saveLog = defineCallable('saveLog', saveLogPayload, limitEvents('saveLog', saveLogHandler))
export const logFbEvent = defineCallable('logFbEvent', logFbEventPayload, limitEvents('logFbEvent', logFbEventHandler))
export const logAnalyticsEvent = defineCallable('logAnalyticsEvent', logAnalyticsEventPayload, limitEvents('logAnalyticsEvent', logAnalyticsEventHandler))
export { getOnboardingRedirect, scheduleFollowUpEmails, sendOnboardingEmail, transferToStepwiseAI } from './completion/callables'

// Payments (spec 7): Stripe when the account's secret key is set, else the offline sandbox,
// whose card page is the sandboxCheckout HTTP function.
export const getPaymentPrices = defineCallable('getPaymentPrices', pricingRequestSchema, payments.getPaymentPrices)
export const createPaymentCheckout = defineCallable('createPaymentCheckout', checkoutRequestSchema, payments.createPaymentCheckout)
export const getPaymentStatus = defineCallable('getPaymentStatus', statusRequestSchema, payments.getPaymentStatus)
export const createElementsSubscription = defineCallable('createElementsSubscription', elementsRequestSchema, payments.createElementsSubscription)
export const sandboxCheckout = onRequest({ region: 'us-central1', ...secretsOf('sandboxCheckout') }, payments.serveSandboxCheckout)

// The back office: entitlement to the purchase pages, from the server's records only, and the
// waiting room's refund request (a trial that charged nothing is cancelled instead).
export const getEntitlement = defineCallable('getEntitlement', getEntitlementPayload, getEntitlementHandler)
export const requestRefund = defineCallable('requestRefund', requestRefundPayload, requestRefundHandler)
export const waitForLaunch = defineCallable('waitForLaunch', waitForLaunchPayload, waitForLaunchHandler)

// Stripe's events (and the sandbox's, signed the same way): signature-checked, processed once by event id.
export const stripeWebhook = onRequest({ region: 'us-central1', ...secretsOf('stripeWebhook') }, serveStripeWebhook)

// One-click unsubscribe (RFC 8058): the signed link in every marketing e-mail. POST suppresses
// the address; GET only shows a confirmation page (mail scanners prefetch links).
export const unsubscribe = onRequest({ region: 'us-central1', ...secretsOf('unsubscribe') }, serveUnsubscribe)

// A deleted account is sent nothing more: its pending e-mail jobs are cancelled.
export const onVisitorDeleted = runWith(secretsOf('onVisitorDeleted')).auth.user().onDelete(async (user) => {
  await cancelEmailsOfDeletedVisitor(database(), user.uid)
})

// The trial reminder's signed "cancel my trial" link: GET confirms, POST cancels what has not charged.
export const cancelTrial = onRequest({ region: 'us-central1', ...secretsOf('cancelTrial') }, serveCancelTrial)

// The durable e-mail schedule's worker: one pass a minute sends the due email_jobs (the deploy
// creates its Cloud Scheduler job). No retry of a failed invocation: the next minute's pass is one.
export const emailWorker = onSchedule({ schedule: EMAIL_WORKER_SCHEDULE, region: 'us-central1', ...secretsOf('emailWorker'), timeoutSeconds: EMAIL_WORKER_TIMEOUT_SECONDS, retryCount: 0, ...runtimeOptionsOf('emailWorker') }, async () => {
  await runScheduledEmailPass()
})

// The rate limits' counts of windows long over, deleted once a day (call_counts grows by a row
// per visitor, callable and window). A missed day is caught up by the next one: no retry.
export const pruneCallCounts = onSchedule({ schedule: 'every 24 hours', region: 'us-central1', retryCount: 0, ...secretsOf('pruneCallCounts'), ...runtimeOptionsOf('pruneCallCounts') }, async () => {
  await deleteOldCallCounts(database())
})

// Every funnel's experiment report, refreshed hourly into the content dataset for the Studio's
// "Experiments" tool (BigQuery with ANALYTICS_DATASET). A missed hour is caught up by the next.
export const publishExperimentReports = onSchedule({ schedule: REPORT_SCHEDULE, region: 'us-central1', retryCount: 0, timeoutSeconds: 300, ...secretsOf('publishExperimentReports'), ...runtimeOptionsOf('publishExperimentReports') }, async () => {
  await publishAllReports()
})
