/**
 * The server's configuration: every environment variable the functions read, checked with zod
 * when an instance starts (index.ts, onInit), failing with one message naming each missing or
 * invalid variable. The modules that use a variable still read it through their injectable `env`
 * (tests hand them one), with the defaults that let `npm start` run with nothing set; this module
 * is where the names, the valid values and the production requirements are written down.
 *
 * Deployed (Cloud Functions, not the emulator) an instance also needs what production cannot do
 * without: the real Sanity project, the site's address, the SMTP relay, and the secrets bound to
 * its function (secrets.ts). Locally nothing is required: the sandbox, the local lake, the
 * database `npm start` serves and the local sinks stand in.
 */
import * as z from 'zod'
import { SECRETS_OF_FUNCTION } from './secrets'

const url = z.string().refine((value) => URL.canParse(value) && /^https?:/.test(value), 'must be an http(s) URL')
const port = z.string().regex(/^\d{1,5}$/, 'must be a port number')
const flag = z.enum(['true', 'false', '1', '0'], 'must be true or false')
const text = z.string().min(1)
const secret = (prefix: RegExp, what: string) => z.string().regex(prefix, `must be ${what}`)

/** Every variable the functions read, with what a valid value looks like. */
export const SERVER_VARIABLES = {
  // Content (Sanity): a real project, else the local lake.
  SANITY_PROJECT_ID: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a Sanity project id'),
  SANITY_DATASET: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be a Sanity dataset name'),
  SANITY_TOKEN: text,
  SANITY_API_HOST: url,
  LAKE_PORT: port,
  // The system of record.
  DATABASE_URL: z.string().regex(/^postgres(?:ql)?:\/\//, 'must be a postgres:// connection URL'),
  // Payments: one Stripe account per PAYMENT_ACCOUNTS entry; an account without a key is the sandbox's.
  STRIPE_SECRET_KEY_MAIN: secret(/^(?:sk|rk)_(?:test|live)_\w+$/, 'a Stripe secret key (sk_live_…, sk_test_… or rk_…)'),
  STRIPE_SECRET_KEY_SCREENDETOX: secret(/^(?:sk|rk)_(?:test|live)_\w+$/, 'a Stripe secret key (sk_live_…, sk_test_… or rk_…)'),
  STRIPE_PUBLISHABLE_KEY_MAIN: secret(/^pk_(?:test|live)_\w+$/, 'a Stripe publishable key (pk_live_… or pk_test_…)'),
  STRIPE_PUBLISHABLE_KEY_SCREENDETOX: secret(/^pk_(?:test|live)_\w+$/, 'a Stripe publishable key (pk_live_… or pk_test_…)'),
  STRIPE_WEBHOOK_SECRET_MAIN: secret(/^whsec_\w+$/, 'a webhook signing secret (whsec_…)'),
  STRIPE_WEBHOOK_SECRET_SCREENDETOX: secret(/^whsec_\w+$/, 'a webhook signing secret (whsec_…)'),
  STRIPE_API_HOST: text,
  STRIPE_API_PORT: port,
  STRIPE_API_PROTOCOL: z.enum(['http', 'https'], 'must be http or https'),
  SANDBOX_DIR: text,
  SANDBOX_CHECKOUT_URL: url,
  SANDBOX_WEBHOOK_URL: url,
  SANDBOX_WEBHOOK_SECRET: text,
  // The site and the links e-mails carry.
  SITE_URL: url,
  UNSUBSCRIBE_SECRET: z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)'),
  UNSUBSCRIBE_URL: url,
  CANCEL_TRIAL_URL: url,
  COURSE_PLATFORM_URL: url,
  AI_MENTOR_URL: url,
  // E-mail through an SMTP relay; without SMTP_HOST e-mails stay in the local outbox.
  SMTP_HOST: text,
  SMTP_PORT: port,
  SMTP_SECURE: flag,
  SMTP_USER: text,
  SMTP_PASSWORD: text,
  MAIL_FROM: text,
  // Analytics (GA4 Measurement Protocol) and ads (Meta Conversions API); unset, the local sinks record.
  GA4_MEASUREMENT_ID: z.string().regex(/^G-[A-Z0-9]+$/, 'must be a GA4 measurement id (G-…)'),
  GA4_API_SECRET: text,
  GA4_COLLECT_URL: url,
  META_PIXEL_ID: z.string().regex(/^\d{5,20}$/, 'must be a Meta pixel id (digits)'),
  META_ACCESS_TOKEN: text,
  META_TEST_EVENT_CODE: text,
  META_GRAPH_URL: url,
  // The experiment report's BigQuery dataset ('project.dataset'); unset, the report runs on DuckDB over the local trail.
  // A Sanity token that may write (Editor): the experiment reports' documents (publishExperimentReports).
  SANITY_REPORTS_TOKEN: text,
  ANALYTICS_DATASET: z.string().regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_]+$/, "must be a BigQuery dataset as 'project.dataset'"),
  // Local folders of the stand-ins.
  SINK_DIR: text,
  OUTBOX_DIR: text,
  FIREBASE_FUNCTIONS_PORT: port,
} as const

export type ServerVariable = keyof typeof SERVER_VARIABLES

/** `MAIL_FROM_<FUNNEL>`: one funnel's sender (smtpMailProvider.ts). */
export const FUNNEL_SENDER = /^MAIL_FROM_[A-Z0-9_]+$/

/** Set by Cloud Functions or the emulator, never by hand. */
export const PLATFORM_VARIABLES = ['K_SERVICE', 'FUNCTION_TARGET', 'FUNCTIONS_EMULATOR', 'GCLOUD_PROJECT', 'GCP_PROJECT'] as const

/** What every deployed function needs besides its secrets. */
export const REQUIRED_IN_CLOUD: readonly ServerVariable[] = ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SITE_URL']
/** What some deployed functions need besides their secrets. */
const REQUIRED_BY_FUNCTION: Record<string, readonly ServerVariable[]> = {
  emailWorker: ['SMTP_HOST', 'MAIL_FROM'],
  createElementsSubscription: ['STRIPE_PUBLISHABLE_KEY_MAIN', 'STRIPE_PUBLISHABLE_KEY_SCREENDETOX'],
  logFbEvent: ['META_PIXEL_ID'],
  logAnalyticsEvent: ['GA4_MEASUREMENT_ID'],
}
/** The plain (not secret) variables some deployed function cannot run without. */
export const PLAIN_REQUIRED_IN_CLOUD: readonly ServerVariable[] = [...new Set([...REQUIRED_IN_CLOUD, ...Object.values(REQUIRED_BY_FUNCTION).flat()])]
/** Stand-ins a deployed function must not fall back to silently. */
export const LOCAL_ONLY: readonly ServerVariable[] = ['SANITY_API_HOST', 'SANDBOX_DIR', 'SANDBOX_CHECKOUT_URL', 'SANDBOX_WEBHOOK_URL', 'SANDBOX_WEBHOOK_SECRET', 'STRIPE_API_HOST']

export const runsInCloud = (env: NodeJS.ProcessEnv) => Boolean(env.K_SERVICE) && env.FUNCTIONS_EMULATOR !== 'true'

export class ServerConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The functions' configuration is invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ServerConfigError'
  }
}

/** The variables `functionName` cannot run without when deployed. */
export function requiredInCloud(functionName: string | undefined): ServerVariable[] {
  const own = functionName ? [...(SECRETS_OF_FUNCTION[functionName] ?? []), ...(REQUIRED_BY_FUNCTION[functionName] ?? [])] : []
  return [...new Set([...REQUIRED_IN_CLOUD, ...own])]
}

/**
 * Every problem with `env`: invalid values always, and deployed (`cloud`) the missing variables
 * of `functionName` and any local stand-in left set. Empty variables count as unset.
 */
export function serverConfigProblems(env: NodeJS.ProcessEnv, { cloud = runsInCloud(env), functionName = env.FUNCTION_TARGET }: { cloud?: boolean; functionName?: string } = {}): string[] {
  const problems: string[] = []
  for (const [name, schema] of Object.entries(SERVER_VARIABLES)) {
    const value = env[name]
    if (value === undefined || value === '') continue
    const parsed = schema.safeParse(value)
    // The message names the variable and the rule, never the value: it may be a secret.
    if (!parsed.success) problems.push(`${name}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`)
  }
  if (cloud) {
    for (const name of requiredInCloud(functionName)) if (!env[name]) problems.push(`${name} is missing: ${functionName ?? 'a deployed function'} needs it`)
    for (const name of LOCAL_ONLY) if (env[name]) problems.push(`${name} is set: it points at a local stand-in, which a deployed function must not use`)
  }
  return problems
}

/** Throws one {@link ServerConfigError} naming every problem (see serverConfigProblems). */
export function assertServerConfig(env: NodeJS.ProcessEnv = process.env, options: { cloud?: boolean; functionName?: string } = {}): void {
  const problems = serverConfigProblems(env, options)
  if (problems.length > 0) throw new ServerConfigError(problems)
}
