/**
 * The configuration the production tools check before they do anything: the browser's (the
 * VITE_* variables of .env.production or the shell, as Vite's production build reads them), the
 * deployed functions' plain variables (functions/.env.<project>, which the Firebase CLI deploys
 * with them), the seed import's and the Studio's. Each check answers every problem at once.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadEnv } from 'vite'
import * as z from 'zod'
import { LOCAL_ONLY, PLAIN_REQUIRED_IN_CLOUD, serverConfigProblems } from '../../functions/src/config/serverConfig'
import { SECRET_NAMES } from '../../functions/src/config/secrets'
import type { BrowserConfig } from '../../web/src/platform/config/browserConfig'
import { BrowserConfigError, parseBrowserConfig, REAL_PROJECT_NEEDS } from '../../web/src/platform/config/checkBrowserConfig'
import { ROOT } from '../settings'

export class ProductionConfigError extends Error {
  constructor(
    what: string,
    readonly problems: string[],
  ) {
    super(`${what}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ProductionConfigError'
  }
}

type Env = Record<string, string | undefined>

/** The environment of a production build: .env, .env.production (and their .local) under the shell's. */
export const productionEnv = (root = ROOT): Env => ({ ...loadEnv('production', root, ''), ...process.env })

/** Parses a dotenv file (NAME=value lines, # comments, optional quotes), as the Firebase CLI does. */
export function parseDotenv(text: string): Env {
  const entries = text.split(/\r?\n/).flatMap((line) => {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (!match || line.trimStart().startsWith('#')) return []
    const raw = match[2]!
    const quoted = /^(['"])(.*)\1$/.exec(raw)
    return [[match[1]!, quoted ? quoted[2]! : raw.replace(/\s+#.*$/, '')]]
  })
  return Object.fromEntries(entries)
}

/** The browser configuration of a deploy: valid, and a real Firebase project with a real Sanity project. */
export function deployBrowserConfig(env: Env): BrowserConfig {
  let config: BrowserConfig
  try {
    config = parseBrowserConfig(env)
  } catch (error) {
    if (error instanceof BrowserConfigError) throw new ProductionConfigError('The app\'s configuration (VITE_* in .env.production or the shell) is invalid', error.problems)
    throw error
  }
  const problems: string[] = []
  if (config.firebase.options.projectId.startsWith('demo-')) {
    problems.push('VITE_FIREBASE_PROJECT_ID is missing: name the Firebase project to deploy to')
    for (const name of REAL_PROJECT_NEEDS) if (!env[name]) problems.push(`${name} is missing`)
  } else if (config.firebase.authEmulator || config.firebase.functionsEmulator) problems.push('VITE_FIREBASE_AUTH_EMULATOR / VITE_FIREBASE_FUNCTIONS_EMULATOR are set: a deployed app must use the real services')
  if (problems.length > 0) throw new ProductionConfigError('The app\'s configuration is not a production one', problems)
  return config
}

/** functions/.env.<projectId>: the file and its variables (empty when it does not exist). */
export function functionsEnvFile(projectId: string, root = ROOT): { file: string; env: Env } {
  const file = join(root, 'functions', `.env.${projectId}`)
  return { file, env: existsSync(file) ? parseDotenv(readFileSync(file, 'utf8')) : {} }
}

/**
 * The deployed functions' plain variables: valid, complete, no local stand-in, and no secret
 * (secrets go to Secret Manager, never into a file the CLI uploads as plain configuration).
 */
export function checkFunctionsEnv(file: string, env: Env): void {
  const problems = serverConfigProblems(env, { cloud: false })
  for (const name of PLAIN_REQUIRED_IN_CLOUD) if (!env[name]) problems.push(`${name} is missing`)
  for (const name of LOCAL_ONLY) if (env[name]) problems.push(`${name} is set: it points at a local stand-in`)
  for (const name of SECRET_NAMES) if (env[name]) problems.push(`${name} is a secret: remove it from the file and run \`firebase functions:secrets:set ${name}\``)
  if (problems.length > 0) throw new ProductionConfigError(`The functions' configuration (${file}) is not a production one`, problems)
}

const required = (what: string) => z.string(`is missing: ${what}`).min(1, `is missing: ${what}`)

/** Parses `env` with `schema`, or throws one error naming every variable. */
function parseVariables<T extends z.ZodObject>(what: string, schema: T, env: Env): z.infer<T> {
  const parsed = schema.safeParse(env)
  if (parsed.success) return parsed.data
  throw new ProductionConfigError(what, parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`))
}

const sanityTarget = z.object({
  SANITY_PROJECT_ID: required('the Sanity project to import into').regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a Sanity project id'),
  SANITY_DATASET: required('the dataset to import into, such as production').regex(/^[a-z0-9][a-z0-9_-]*$/, 'must be a Sanity dataset name'),
  SANITY_WRITE_TOKEN: required('an API token with write access (Editor)'),
})

/** `npm run seed -- --target sanity`'s settings. */
export const seedTargetConfig = (env: Env) => parseVariables('Importing the seed into Sanity needs', sanityTarget, env)

const studioTarget = z.object({
  SANITY_STUDIO_PROJECT_ID: required('the Sanity project the Studio edits'),
  SANITY_STUDIO_DATASET: required('the dataset the Studio edits'),
  SANITY_STUDIO_PREVIEW_URL: required('the deployed app the Presentation tool shows').regex(/^https:\/\//, 'must be the app\'s https:// address'),
  SANITY_STUDIO_HOSTNAME: required('the Studio\'s host name, <name>.sanity.studio').regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a host name (lower-case letters, digits, hyphens)'),
})

/** `npm run studio:deploy`'s settings. */
export const studioTargetConfig = (env: Env) => parseVariables('Deploying the Studio needs', studioTarget, env)
