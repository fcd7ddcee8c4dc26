/**
 * The trial reminder's "cancel my trial" link: the cancelTrial function's address with a token
 * naming the order and an HMAC over it, so the link needs no database row and cannot be made up
 * for another order. Signed with the key of the unsubscribe links (UNSUBSCRIBE_SECRET): one key
 * for the links our e-mails carry; the purpose inside the MAC keeps the two kinds apart.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { functionUrl } from '../payments/urls'

export const CANCEL_TRIAL_FUNCTION = 'cancelTrial'
const PURPOSE = 'cancelTrial'

const mac = (orderId: string, secret: string) => createHmac('sha256', secret).update(`${PURPOSE}:${orderId}`).digest()

/** `<order id>.<HMAC-SHA256, base64url>`. */
export function cancelTrialToken(orderId: string, secret: string): string {
  return `${orderId}.${mac(orderId, secret).toString('base64url')}`
}

/** The order a token was made for; null when it is malformed or not signed with `secret`. */
export function orderOfCancelToken(token: unknown, secret: string): string | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const [orderId, signature, ...rest] = token.split('.')
  if (!orderId || !signature || rest.length > 0 || !/^[0-9a-f-]{36}$/.test(orderId)) return null
  const expected = mac(orderId, secret)
  const given = Buffer.from(signature, 'base64url')
  return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : null
}

/** The link for one order, its page in `language`. */
export function cancelTrialUrl(baseUrl: string, secret: string, orderId: string, language: string): string {
  const url = new URL(baseUrl)
  url.searchParams.set('token', cancelTrialToken(orderId, secret))
  url.searchParams.set('lang', language)
  return url.toString()
}

/** CANCEL_TRIAL_URL, else the cancelTrial function's address (deployed, or the emulator's 127.0.0.1:$FIREBASE_FUNCTIONS_PORT). */
export function cancelTrialFunctionUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CANCEL_TRIAL_URL) return env.CANCEL_TRIAL_URL
  return functionUrl(CANCEL_TRIAL_FUNCTION, { header: () => undefined }, env, `127.0.0.1:${env.FIREBASE_FUNCTIONS_PORT ?? 5001}`) ?? ''
}
