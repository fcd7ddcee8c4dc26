/**
 * Where a payment returns to, and where the sandbox's card page lives. The success URL carries
 * Stripe's `{CHECKOUT_SESSION_ID}` placeholder (spec: payment_return=true and the session id).
 */
import type { CallContext } from '../callable'

const PLACEHOLDER_PATTERN = /\{CHECKOUT_SESSION_ID\}|%7BCHECKOUT_SESSION_ID%7D/gi
const HAS_PLACEHOLDER = /\{CHECKOUT_SESSION_ID\}/i

/** The success URL with the placeholder replaced, as Stripe does on its redirect. */
export function successUrlFor(successUrl: string, sessionId: string): string {
  return successUrl.replace(PLACEHOLDER_PATTERN, encodeURIComponent(sessionId))
}

/**
 * The cancel URL the checkout page offers: the request's own, else the success URL turned into
 * the spec's cancel URL (payment_cancelled=true instead of payment_return and the session id;
 * other parameters such as tier stay).
 */
export function cancelUrlOf(successUrl: string, cancelUrl?: string): string {
  if (cancelUrl) return cancelUrl
  const url = new URL(successUrl)
  for (const [name, value] of [...url.searchParams]) {
    // Values are decoded here, so the placeholder reads as itself.
    if (name === 'payment_return' || HAS_PLACEHOLDER.test(value)) url.searchParams.delete(name)
  }
  url.searchParams.set('payment_cancelled', 'true')
  return url.toString()
}

const REGION = 'us-central1'
export const SANDBOX_FUNCTION = 'sandboxCheckout'

/** Where a function of ours is reached from the caller's side: deployed, or the host of the call (emulator, tests), else `fallbackHost`. */
export function functionUrl(name: string, context: Pick<CallContext, 'header'>, env: NodeJS.ProcessEnv, fallbackHost: string | null): string | null {
  const project = env.GCLOUD_PROJECT ?? env.GCP_PROJECT ?? 'demo-funnels'
  const deployed = Boolean(env.K_SERVICE) && env.FUNCTIONS_EMULATOR !== 'true'
  if (deployed) return `https://${REGION}-${project}.cloudfunctions.net/${name}`
  const host = context.header('x-forwarded-host')?.split(',')[0]?.trim() || context.header('host') || fallbackHost
  if (!host) return null
  const protocol = context.header('x-forwarded-proto')?.split(',')[0]?.trim() || 'http'
  return `${protocol}://${host}/${project}/${REGION}/${name}`
}

/**
 * The sandbox card page's address, as the browser that made the call can reach it:
 * SANDBOX_CHECKOUT_URL when set; on the emulator (and in tests) the caller's Host header plus
 * /{project}/us-central1/sandboxCheckout; deployed, the function's cloudfunctions.net address.
 */
export function sandboxPageUrl(context: Pick<CallContext, 'header'>, env: NodeJS.ProcessEnv = process.env): string {
  if (env.SANDBOX_CHECKOUT_URL) return env.SANDBOX_CHECKOUT_URL
  return functionUrl(SANDBOX_FUNCTION, context, env, `127.0.0.1:${env.FIREBASE_FUNCTIONS_PORT ?? 5001}`) ?? ''
}

export const WEBHOOK_FUNCTION = 'stripeWebhook'

/**
 * Where the sandbox posts its webhook events: SANDBOX_WEBHOOK_URL when set; beside a configured
 * SANDBOX_CHECKOUT_URL; else the stripeWebhook function on the same host as the card page.
 * null when a request names no host (a unit test calling the page directly): nothing to post to.
 */
export function sandboxWebhookUrl(context: Pick<CallContext, 'header'>, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.SANDBOX_WEBHOOK_URL) return env.SANDBOX_WEBHOOK_URL
  if (env.SANDBOX_CHECKOUT_URL?.endsWith(`/${SANDBOX_FUNCTION}`)) return `${env.SANDBOX_CHECKOUT_URL.slice(0, -SANDBOX_FUNCTION.length)}${WEBHOOK_FUNCTION}`
  return functionUrl(WEBHOOK_FUNCTION, context, env, null)
}

/** The page for one session; `embedded` is the inline (Elements-like) form shown in a frame. */
export function sandboxSessionUrl(pageUrl: string, sessionId: string, embedded = false): string {
  const url = new URL(pageUrl)
  url.searchParams.set('session', sessionId)
  if (embedded) url.searchParams.set('embedded', '1')
  return url.toString()
}
