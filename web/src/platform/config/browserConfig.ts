/**
 * The app's configuration, from the build's environment (Vite's `VITE_*` variables, which are
 * public: they end up in the bundle). Every `import.meta.env.VITE_*` read goes through here.
 * The values are checked with zod by checkBrowserConfig.ts before every build (buildWeb.ts), which
 * fails with one message naming each missing or invalid variable; Vite then inlines exactly the
 * values it checked, so the visitor's browser only derives the settings from them and never
 * loads zod's core for a check whose answer is already known.
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

/** Every variable the app reads. */
export const BROWSER_VARIABLES = [
  'VITE_SANITY_PROJECT_ID',
  'VITE_SANITY_DATASET',
  'VITE_SANITY_API_VERSION',
  'VITE_SANITY_API_HOST',
  'VITE_SANITY_STUDIO_URL',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_FIREBASE_AUTH_EMULATOR',
  'VITE_FIREBASE_FUNCTIONS_EMULATOR',
  'VITE_META_PIXEL_ID',
] as const
export type BrowserVariable = (typeof BROWSER_VARIABLES)[number]
/** The variables that are set. */
export type BrowserVariables = Partial<Record<BrowserVariable, string>>

type Env = Readonly<Record<string, unknown>>

/** The variables `env` sets: an empty one is unset, except the lake's host, where empty turns live content off. */
export const presentVariables = (env: Env): Record<string, unknown> =>
  Object.fromEntries(BROWSER_VARIABLES.flatMap((name) => (env[name] === undefined || (env[name] === '' && name !== 'VITE_SANITY_API_HOST') ? [] : [[name, env[name]]])))

/** The settings the variables describe (checkBrowserConfig.ts checks them first). */
export function configFromVariables(values: BrowserVariables): BrowserConfig {
  const projectId = values.VITE_FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID
  // A demo- project exists only in the emulators, so it always uses them.
  const local = projectId.startsWith('demo-')
  return { sanity: sanitySettings(values), firebase: firebaseSettings(values, projectId, local), ...(values.VITE_META_PIXEL_ID ? { metaPixelId: values.VITE_META_PIXEL_ID } : {}) }
}

function sanitySettings(values: BrowserVariables): SanitySettings {
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

function firebaseSettings(values: BrowserVariables, projectId: string, local: boolean): FirebaseSettings {
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

/** This build's configuration (its variables were checked before the build). */
export const browserConfig = (): BrowserConfig => (current ??= configFromVariables(presentVariables(import.meta.env) as BrowserVariables))
