/**
 * Where a payment may send the visitor back to: the site's own origin only. A checkout's
 * `successUrl`, `cancelUrl` or `returnUrl` on any other origin would let a crafted call turn our
 * payment page into a redirect to someone else's site, so it is 'invalid-argument'.
 *
 * The allowed origins: the origin of SITE_URL (the one setting that names the public site; the
 * e-mails' links use it too), and, while the functions run locally (the emulator, tests: not
 * deployed to Cloud Functions), any http origin on localhost or 127.0.0.1, whatever the port, as
 * `npm start`, `npm run dev` and the end-to-end suite serve the app on their own ports.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import { siteUrl } from '../completion/emailContextOf'

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Deployed to Cloud Functions (K_SERVICE set) and not in the emulator. */
const runsInCloud = (env: NodeJS.ProcessEnv) => Boolean(env.K_SERVICE) && env.FUNCTIONS_EMULATOR !== 'true'

export function isAllowedReturnUrl(url: string, env: NodeJS.ProcessEnv = process.env): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false
  if (parsed.origin === new URL(siteUrl(env)).origin) return true
  return !runsInCloud(env) && parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname)
}

/** Throws 'invalid-argument' naming the first field whose URL leaves the site. */
export function requireSiteUrls(callable: string, urls: Record<string, string | undefined>, env: NodeJS.ProcessEnv = process.env): void {
  for (const [field, url] of Object.entries(urls)) {
    if (url !== undefined && !isAllowedReturnUrl(url, env)) {
      throw new HttpsError('invalid-argument', `${callable}: ${field}: must be on the site's own origin (${new URL(siteUrl(env)).origin})`, { issues: [{ path: field, message: 'must be on the site’s own origin' }] })
    }
  }
}
