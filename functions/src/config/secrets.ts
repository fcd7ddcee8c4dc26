/**
 * The server's secrets as Firebase secrets (Cloud Secret Manager, set once per project with
 * `firebase functions:secrets:set NAME`), each bound only to the functions that read it. A bound
 * secret reaches its function as the environment variable of the same name, so the code reads
 * it like any other variable. Under the emulator nothing is bound: the emulator would ask Secret
 * Manager for each one at every worker start, and locally the values come from the environment
 * `npm start` gives the functions (or stay unset: the sandbox and the local sinks serve).
 */
import { defineSecret } from 'firebase-functions/params'
import type { SecretParam } from 'firebase-functions/params'

export const SECRET_NAMES = [
  'DATABASE_URL',
  'UNSUBSCRIBE_SECRET',
  'STRIPE_SECRET_KEY_MAIN',
  'STRIPE_SECRET_KEY_SCREENDETOX',
  'STRIPE_WEBHOOK_SECRET_MAIN',
  'STRIPE_WEBHOOK_SECRET_SCREENDETOX',
  'SMTP_PASSWORD',
  'META_ACCESS_TOKEN',
  'GA4_API_SECRET',
  'SANITY_REPORTS_TOKEN',
] as const
export type SecretName = (typeof SECRET_NAMES)[number]

const STRIPE_KEYS = ['STRIPE_SECRET_KEY_MAIN', 'STRIPE_SECRET_KEY_SCREENDETOX'] as const satisfies SecretName[]
const PAYMENTS = ['DATABASE_URL', ...STRIPE_KEYS] as const satisfies SecretName[]

/**
 * The secrets each exported function reads (index.ts). Every function keeps its records in the
 * database; the payment functions talk to Stripe; the e-mail worker signs links and logs in to
 * the SMTP relay; the report publisher writes the experiment reports into the content dataset. A test fails when index.ts exports a function missing here.
 */
export const SECRETS_OF_FUNCTION: Record<string, readonly SecretName[]> = {
  saveLog: ['DATABASE_URL'],
  logFbEvent: ['DATABASE_URL', 'META_ACCESS_TOKEN'],
  logAnalyticsEvent: ['DATABASE_URL', 'GA4_API_SECRET'],
  getOnboardingRedirect: ['DATABASE_URL'],
  scheduleFollowUpEmails: ['DATABASE_URL'],
  sendOnboardingEmail: ['DATABASE_URL'],
  transferToStepwiseAI: ['DATABASE_URL'],
  getPaymentPrices: PAYMENTS,
  createPaymentCheckout: PAYMENTS,
  getPaymentStatus: PAYMENTS,
  createElementsSubscription: PAYMENTS,
  sandboxCheckout: ['DATABASE_URL'],
  getEntitlement: ['DATABASE_URL'],
  requestRefund: PAYMENTS,
  waitForLaunch: ['DATABASE_URL'],
  stripeWebhook: [...PAYMENTS, 'STRIPE_WEBHOOK_SECRET_MAIN', 'STRIPE_WEBHOOK_SECRET_SCREENDETOX'],
  unsubscribe: ['DATABASE_URL', 'UNSUBSCRIBE_SECRET'],
  onVisitorDeleted: ['DATABASE_URL'],
  cancelTrial: [...PAYMENTS, 'UNSUBSCRIBE_SECRET'],
  emailWorker: ['DATABASE_URL', 'UNSUBSCRIBE_SECRET', 'SMTP_PASSWORD'],
  pruneCallCounts: ['DATABASE_URL'],
  publishExperimentReports: ['DATABASE_URL', 'SANITY_REPORTS_TOKEN'],
}

const params = new Map<SecretName, SecretParam>()
const secretParam = (name: SecretName): SecretParam => {
  let param = params.get(name)
  if (!param) {
    param = defineSecret(name)
    params.set(name, param)
  }
  return param
}

const inEmulator = (env: NodeJS.ProcessEnv) => env.FUNCTIONS_EMULATOR === 'true'

/** The options that bind a function's secrets (spread into its onCall/onRequest/onSchedule options). */
export function secretsOf(functionName: string, env: NodeJS.ProcessEnv = process.env): { secrets?: SecretParam[] } {
  const names = SECRETS_OF_FUNCTION[functionName]
  if (!names) throw new Error(`${functionName} is not in SECRETS_OF_FUNCTION (functions/src/config/secrets.ts)`)
  return inEmulator(env) ? {} : { secrets: names.map(secretParam) }
}
