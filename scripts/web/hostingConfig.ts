/**
 * functions/firebase.json, the Firebase project's one configuration file, as code: Hosting
 * serves the production build (dist/) with each funnel's prerendered landing at its base path,
 * the app shell for every other route, hashed assets cached for a year, HTML revalidated on
 * every visit, and the security headers of securityHeaders.ts; Functions deploy on Node.js 22.
 * writeFirebaseJson.ts writes it, and a test fails while the file differs from this.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../settings'
import { functionsRuntime } from '../support/nodeRuntime'
import { inlineScriptText } from './prerenderedHtml'
import { prerenderedInlineScripts } from './prerender'
import { hostingHeaders, scriptHash, type ProductionProject } from './securityHeaders'

export const FIREBASE_JSON = join(ROOT, 'functions/firebase.json')

/** Vite's content-hashed output: a changed file gets a new name, so a year's cache is safe. */
export const HASHED_ASSETS = '^/assets/[^/]+$'
/**
 * HTML: routes (no dot in the path: the app shell or a landing) and .html files. Disjoint from
 * HASHED_ASSETS, so no rule relies on which of two matching rules Hosting applies last.
 */
export const HTML_PATHS = '^(?:[^.]*|.*\\.html)$'
export const LONG_CACHE = 'public, max-age=31536000, immutable'
export const NO_CACHE = 'no-cache'

export interface Header {
  key: string
  value: string
}

export type HostingHeaderRule = { headers: Header[] } & ({ source: string } | { regex: string })

export interface Rewrite {
  source: string
  destination: string
}

export interface HostingConfig {
  public: string
  ignore: string[]
  trailingSlash: boolean
  rewrites: Rewrite[]
  headers: HostingHeaderRule[]
}

export interface FirebaseJson {
  functions: Record<string, unknown>[]
  hosting: HostingConfig
}

/**
 * The header rule every response gets, computed from the landings' inline scripts as built today;
 * with the deployment's projects, their hosts by name (the file npm run deploy deploys).
 */
export async function expectedSecurityRule(project?: ProductionProject): Promise<HostingHeaderRule> {
  const scripts = await prerenderedInlineScripts()
  const hashes = Object.values(scripts).map((code) => scriptHash(inlineScriptText(code)))
  return { source: '**', headers: Object.entries(hostingHeaders(hashes, project)).map(([key, value]) => ({ key, value })) }
}

/**
 * The Hosting section for funnels at `basePaths`. A landing is `<basePath>/index.html` in dist/;
 * with `trailingSlash: false` Hosting serves a folder's index.html at the path without a slash
 * (a funnel added in the dataset after this file was written is served that way too), and the
 * explicit rewrites say so for every known funnel. Every other path without a file is the app's.
 */
export function hostingConfig(basePaths: readonly string[], securityRule: HostingHeaderRule): HostingConfig {
  return {
    public: '../dist',
    ignore: ['firebase.json', '**/.*'],
    trailingSlash: false,
    rewrites: [...[...basePaths].sort().map((basePath) => ({ source: basePath, destination: `${basePath}/index.html` })), { source: '**', destination: '/index.html' }],
    headers: [securityRule, { regex: HASHED_ASSETS, headers: [{ key: 'Cache-Control', value: LONG_CACHE }] }, { regex: HTML_PATHS, headers: [{ key: 'Cache-Control', value: NO_CACHE }] }],
  }
}

/**
 * The Functions section: the built functions/ folder on Node.js 22, built before each deploy.
 * Region, memory, concurrency and instances are set in code beside each function, and secrets
 * are bound there too (functions/src/config/secrets.ts), so this file carries none.
 */
export const functionsConfig = (): Record<string, unknown>[] => [
  {
    source: '.',
    codebase: 'default',
    runtime: functionsRuntime(), // the major the project runs on locally (the node devDependency)
    predeploy: ['npm --prefix "$RESOURCE_DIR" run build'],
    ignore: ['node_modules', 'src', '*.log', 'firebase.json', 'firebase.deploy.json', 'README.md', '.secret.local'],
  },
]

/** The whole file for funnels at `basePaths` (for a deployment's projects, their hosts named). */
export async function expectedFirebaseJson(basePaths: readonly string[], project?: ProductionProject): Promise<FirebaseJson> {
  return { functions: functionsConfig(), hosting: hostingConfig(basePaths, await expectedSecurityRule(project)) }
}

/** functions/firebase.json as parsed JSON. */
export const readFirebaseJson = (): FirebaseJson => JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as FirebaseJson
