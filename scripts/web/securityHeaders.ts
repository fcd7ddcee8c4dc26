/**
 * The security headers of every response of the production build: one definition for the local
 * server (serveWeb.ts) and for Firebase Hosting (functions/firebase.json, written from here by
 * writeFirebaseJson.ts and checked against here by a test), so the two cannot drift apart.
 */
import { createHash } from 'node:crypto'
import { parseBrowserConfig } from '../../web/src/platform/config/checkBrowserConfig'

/**
 * The production deployment's own hosts: the Firebase project its callables run in, the Sanity
 * project it reads and the Studio host that frames it. Known when deploying (npm run deploy
 * reads them from the production configuration); without them the header names each vendor's
 * per-project hosts by pattern, the form the committed functions/firebase.json keeps.
 */
export interface ProductionProject {
  firebaseProjectId: string
  sanityProjectId: string
  /** `<hostname>.sanity.studio` (SANITY_STUDIO_HOSTNAME); absent: no deployed Studio frames the app. */
  studioHostname?: string
}

/** The region of every callable (functions/src/callable.ts), and the browser SDK's default. */
const FUNCTIONS_REGION = 'us-central1'

/**
 * Hosts the app talks to in production, by name. Analytics: Meta's pixel runs in the browser;
 * GA4 does not (its events go to the logAnalyticsEvent callable, which calls the Measurement
 * Protocol from the server), so no Google Analytics or Tag Manager host is allowed.
 */
function productionHosts(project: ProductionProject | undefined) {
  const perProject = project
    ? {
        callables: [`https://${FUNCTIONS_REGION}-${project.firebaseProjectId}.cloudfunctions.net`],
        content: [`https://${project.sanityProjectId}.api.sanity.io`, `https://${project.sanityProjectId}.apicdn.sanity.io`],
        studio: project.studioHostname ? [`https://${project.studioHostname}.sanity.studio`] : [],
      }
    : { callables: ['https://*.cloudfunctions.net'], content: ['https://*.api.sanity.io', 'https://*.apicdn.sanity.io'], studio: ['https://*.sanity.studio'] }
  return {
    scripts: ['https://js.stripe.com', 'https://connect.facebook.net'],
    connect: [
      'https://api.stripe.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firebaseinstallations.googleapis.com',
      'https://firebase.googleapis.com',
      ...perProject.callables,
      ...perProject.content,
      'https://www.facebook.com',
    ],
    frames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    // Stripe's own guidance for images is its whole domain (its hosts vary by feature).
    images: ['https://cdn.sanity.io', 'https://*.stripe.com', 'https://www.facebook.com'],
    /** The deployed Studio (`sanity deploy`), whose Presentation tool shows the app in a frame. */
    frameAncestors: perProject.studio,
  }
}

export interface HeaderOrigins {
  /** Extra origins the app calls (the local lake, the emulators). */
  connect?: readonly string[]
  /** Extra origins the app frames (the sandbox's card page on the functions emulator). */
  frames?: readonly string[]
  /** Who may frame the app besides itself (its legal pages): the Studio's origin, nobody else. */
  frameAncestors: readonly string[]
}

export interface SecurityHeaderOptions extends HeaderOrigins {
  /** The inline scripts the pages carry, allowed by hash (`sha256-…`, see scriptHash). */
  scriptHashes: readonly string[]
  /** HSTS only where the site is served over HTTPS: never on http://localhost. */
  https: boolean
  /** The deployment's own projects, named in the policy; absent: their hosts by pattern. */
  project?: ProductionProject
}

/** The CSP source of an inline script's exact text. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const unique = (values: readonly string[]) => [...new Set(values)]

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const hosts = productionHosts(options.project)
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique(options.scriptHashes).sort(), ...hosts.scripts]],
    // Landings inline their stylesheets and the markup carries style attributes (React's
    // prerender); styles cannot run code, so they are allowed inline rather than by hash.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...hosts.images]],
    ['font-src', ["'self'", 'data:']],
    // The visitor's time zone is read in a worker the app builds from its own code (platform/visitor/timeZone.ts).
    ['worker-src', ["'self'", 'blob:']],
    ['connect-src', ["'self'", ...unique([...hosts.connect, ...(options.connect ?? [])])]],
    ['frame-src', ["'self'", ...unique([...hosts.frames, ...(options.frames ?? [])])]],
    // 'self': the terms and policy pages are the site's own files, shown in the app's frame.
    ['frame-ancestors', ["'self'", ...unique(options.frameAncestors)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ]
  return {
    'Content-Security-Policy': directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}

/** Firebase Hosting's headers: production hosts, the deployed Studio, HSTS. */
export function hostingHeaders(scriptHashes: readonly string[], project?: ProductionProject): Record<string, string> {
  return securityHeaders({ scriptHashes, frameAncestors: productionHosts(project).frameAncestors, https: true, project })
}

const originOf = (url: string | undefined, scheme = 'http') => {
  if (!url) return undefined
  try {
    return new URL(url.includes('://') ? url : `${scheme}://${url}`).origin
  } catch {
    return undefined
  }
}

/**
 * The local services a local build talks to, from the settings `npm start` and the end-to-end
 * setup give the build: the lake, the auth and functions emulators, and the Studio that frames it.
 */
export function localOrigins(env: NodeJS.ProcessEnv = process.env): HeaderOrigins {
  // The app's own reading of the same variables (browserConfig.ts): what it calls, this allows.
  const { sanity, firebase } = parseBrowserConfig(env)
  const lake = originOf(sanity.apiHost)
  const functions = firebase.functionsEmulator ? `http://${firebase.functionsEmulator.host}:${firebase.functionsEmulator.port}` : undefined
  const studioPort = env.STUDIO_PORT ?? '3333'
  const studio = originOf(env.VITE_SANITY_STUDIO_URL)
  return {
    connect: [lake, originOf(firebase.authEmulator), functions].filter((origin) => origin !== undefined),
    frames: functions ? [functions] : [],
    frameAncestors: studio ? [studio] : [`http://localhost:${studioPort}`, `http://127.0.0.1:${studioPort}`],
  }
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/** The hashes of a page's inline scripts (data scripts such as `application/json` run nothing). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes) && !/\btype\s*=\s*"?application\/(ld\+)?json/i.test(attributes))
    .map(([, , text = '']) => scriptHash(text))
}
