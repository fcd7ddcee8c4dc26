/**
 * The check of the app's variables (browserConfig.ts): zod/mini, every problem named at once.
 * The build runs it before Vite (scripts/web/buildWeb.ts) and the deploy before the build, so a
 * bundle only ever carries values that passed; it is not part of the bundle itself.
 */
import * as z from 'zod/mini'
import { configFromVariables, DEMO_PROJECT_ID, presentVariables, type BrowserConfig, type BrowserVariable } from './browserConfig'

const url = (what: string) => z.string().check(z.refine((value) => URL.canParse(value) && /^https?:/.test(value), `must be ${what} (http:// or https://)`))
const pattern = (regex: RegExp, what: string) => z.string().check(z.regex(regex, `must be ${what}`))

type Env = Readonly<Record<string, unknown>>

/** Every variable the app reads, with what a valid value looks like (no more, no fewer). */
const rules = {
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
} satisfies Record<BrowserVariable, z.ZodMiniType>
const variables = z.object(rules)

/** What a real (not `demo-`) Firebase project needs besides its id. */
export const REAL_PROJECT_NEEDS = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_APP_ID', 'VITE_SANITY_PROJECT_ID'] as const

export class BrowserConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The app's configuration (VITE_* variables) is invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'BrowserConfigError'
  }
}

/** The configuration from `env` (Vite's import.meta.env, or loadEnv's answer at build time). */
export function parseBrowserConfig(env: Env): BrowserConfig {
  const present = presentVariables(env)
  const parsed = z.safeParse(variables, present)
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`)
  // The project id may itself be invalid; a real one is whatever was given that is not demo-.
  const named = typeof present.VITE_FIREBASE_PROJECT_ID === 'string' ? present.VITE_FIREBASE_PROJECT_ID : DEMO_PROJECT_ID
  if (!named.startsWith('demo-'))
    for (const name of REAL_PROJECT_NEEDS) if (present[name] === undefined) problems.push(`${name} is missing: the real Firebase project ${named} needs it`)
  if (!parsed.success || problems.length > 0) throw new BrowserConfigError(problems)
  return configFromVariables(parsed.data)
}

