/**
 * The app's configuration, from the build's environment (Vite's `VITE_*` variables, which are
 * public: they end up in the bundle). Every `import.meta.env.VITE_*` read goes through here, is
 * checked with zod, and fails with one message naming each missing or invalid variable. The
 * build checks it first (scripts/web/buildWeb.ts), so a misconfigured deploy never builds.
 *
 * With nothing set the app talks to the local stand-ins (the local lake and a `demo-` Firebase
 * project on the emulators), which is what `npm start` and the tests run. Naming a real Firebase
 * project makes its web config and a real Sanity project required.
 *
 * Stripe's publishable keys are not here: the server sends the key of the account that created
 * a payment with that payment (STRIPE_PUBLISHABLE_KEY_MAIN / _SCREENDETOX on the server), so the
 * browser can never pair one account's key with another's payment. GA4 is not here either: its
 * events go through the logAnalyticsEvent callable to the Measurement Protocol.
 */
import * as z from 'zod/mini'

export const DEMO_PROJECT_ID = 'demo-funnels'
/** The Content Lake API version the app's queries are written against. */
export const DEFAULT_SANITY_API_VERSION = '2025-02-19'
const LOCAL_LAKE = 'http://127.0.0.1:3900'
const DEFAULT_STUDIO_URL = 'http://localhost:3333'

/** Where the visitor's Firebase lives. */
export interface FirebaseSettings {
  options: { apiKey: string; authDomain?: string; projectId: string; appId?: string }
  /** Auth emulator URL ('http://127.0.0.1:9099'), or undefined for the real service. */
  authEmulator?: string
  /** Functions emulator host and port, or undefined for the real service. */
  functionsEmulator?: { host: string; port: number }
}

export interface SanitySettings {
  projectId: string
  dataset: string
  apiVersion: string
  /** Sanity's API CDN for a real project; the local lake has none. */
  useCdn: boolean
  /** The local lake's URL; undefined for a real project. */
  apiHost?: string
  /** False when VITE_SANITY_API_HOST is empty: the snapshot alone serves. */
  live: boolean
  /** The Studio that preview mode's edit markers open. */
  studioUrl: string
}

export interface BrowserConfig {
  sanity: SanitySettings
  firebase: FirebaseSettings
  /** Meta's browser pixel; undefined turns the pixel off (the Conversions API still runs on the server). */
  metaPixelId?: string
}

const url = (what: string) => z.string().check(z.refine((value) => URL.canParse(value) && /^https?:/.test(value), `must be ${what} (http:// or https://)`))
const pattern = (regex: RegExp, what: string) => z.string().check(z.regex(regex, `must be ${what}`))

/** Every variable the app reads, with what a valid value looks like. */
const variables = z.object({
  VITE_SANITY_PROJECT_ID: z.optional(pattern(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a Sanity project id (lower-case letters, digits, hyphens)')),
  VITE_SANITY_DATASET: z.optional(pattern(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'a Sanity dataset name (lower-case letters, digits, _ and -)')),
  VITE_SANITY_API_VERSION: z.optional(pattern(/^v?\d{4}-\d{2}-\d{2}$/, 'a date such as 2025-02-19')),
  VITE_SANITY_API_HOST: z.optional(z.union([z.literal(''), url('a URL')])),
  VITE_SANITY_STUDIO_URL: z.optional(url('a URL')),
  VITE_FIREBASE_API_KEY: z.optional(pattern(/^[\w-]{6,}$/, 'a Firebase web API key')),
  VITE_FIREBASE_AUTH_DOMAIN: z.optional(pattern(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'a host name such as my-project.firebaseapp.com')),
  VITE_FIREBASE_PROJECT_ID: z.optional(pattern(/^[a-z][a-z0-9-]{4,29}$/, 'a Firebase project id (6 to 30 lower-case letters, digits, hyphens)')),
  VITE_FIREBASE_APP_ID: z.optional(pattern(/^\d+:\d+:web:[0-9a-f]+$/, 'a Firebase web app id such as 1:1234567890:web:abc123')),
  VITE_FIREBASE_AUTH_EMULATOR: z.optional(url('the auth emulator\'s URL')),
  VITE_FIREBASE_FUNCTIONS_EMULATOR: z.optional(pattern(/^(?:https?:\/\/)?[\w.-]+:\d{1,5}$/, 'host:port of the functions emulator')),
  VITE_META_PIXEL_ID: z.optional(pattern(/^\d{5,20}$/, 'a Meta pixel id (digits)')),
})
type Variables = z.infer<typeof variables>

/** What a real (not `demo-`) Firebase project needs besides its id. */
export const REAL_PROJECT_NEEDS = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_APP_ID', 'VITE_SANITY_PROJECT_ID'] as const

/** The names of every variable the app reads (the .env.example test lists them). */
export const BROWSER_VARIABLES = Object.keys(variables.shape)

export class BrowserConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The app's configuration (VITE_* variables) is invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'BrowserConfigError'
  }
}

type Env = Readonly<Record<string, unknown>>

/** The configuration from `env` (Vite's import.meta.env, or loadEnv's answer at build time). */
export function parseBrowserConfig(env: Env): BrowserConfig {
  // An empty variable is an unset one, except the lake's host, where empty turns live content off.
  const present = Object.fromEntries(BROWSER_VARIABLES.flatMap((name) => (env[name] === undefined || (env[name] === '' && name !== 'VITE_SANITY_API_HOST') ? [] : [[name, env[name]]])))
  const parsed = z.safeParse(variables, present)
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`)
  const values: Variables = parsed.success ? parsed.data : {}
  const projectId = values.VITE_FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID
  // A demo- project exists only in the emulators, so it always uses them.
  const local = projectId.startsWith('demo-')
  if (parsed.success && !local)
    for (const name of REAL_PROJECT_NEEDS) if (!values[name]) problems.push(`${name} is missing: the real Firebase project ${projectId} needs it`)
  if (problems.length > 0) throw new BrowserConfigError(problems)
  return { sanity: sanitySettings(values), firebase: firebaseSettings(values, projectId, local), ...(values.VITE_META_PIXEL_ID ? { metaPixelId: values.VITE_META_PIXEL_ID } : {}) }
}

function sanitySettings(values: Variables): SanitySettings {
  const real = values.VITE_SANITY_PROJECT_ID
  // Without a real project, the local lake; an empty VITE_SANITY_API_HOST turns live content off.
  const apiHost = real ? undefined : (values.VITE_SANITY_API_HOST ?? LOCAL_LAKE)
  return {
    projectId: real ?? 'local',
    dataset: values.VITE_SANITY_DATASET ?? 'production',
    apiVersion: (values.VITE_SANITY_API_VERSION ?? DEFAULT_SANITY_API_VERSION).replace(/^v/, ''),
    useCdn: Boolean(real),
    ...(apiHost ? { apiHost } : {}),
    live: Boolean(real) || apiHost !== '',
    studioUrl: values.VITE_SANITY_STUDIO_URL ?? DEFAULT_STUDIO_URL,
  }
}

function firebaseSettings(values: Variables, projectId: string, local: boolean): FirebaseSettings {
  const authEmulator = values.VITE_FIREBASE_AUTH_EMULATOR ?? (local ? 'http://127.0.0.1:9099' : undefined)
  const functionsAt = values.VITE_FIREBASE_FUNCTIONS_EMULATOR ?? (local ? '127.0.0.1:5001' : undefined)
  return {
    options: {
      apiKey: values.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
      projectId,
      ...(values.VITE_FIREBASE_AUTH_DOMAIN ? { authDomain: values.VITE_FIREBASE_AUTH_DOMAIN } : {}),
      ...(values.VITE_FIREBASE_APP_ID ? { appId: values.VITE_FIREBASE_APP_ID } : {}),
    },
    ...(authEmulator ? { authEmulator } : {}),
    ...(functionsAt ? { functionsEmulator: hostAndPort(functionsAt) } : {}),
  }
}

function hostAndPort(value: string): { host: string; port: number } {
  const parsed = new URL(value.includes('://') ? value : `http://${value}`)
  return { host: parsed.hostname, port: Number(parsed.port) }
}

let current: BrowserConfig | undefined

/** This build's configuration, checked on first use. */
export const browserConfig = (): BrowserConfig => (current ??= parseBrowserConfig(import.meta.env))
