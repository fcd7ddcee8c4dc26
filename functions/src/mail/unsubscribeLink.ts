/**
 * The unsubscribe link's parts: its token (the address and an HMAC of the lower-cased address,
 * so the link needs no database row and cannot be made up for another address), the key it is
 * signed with, and the unsubscribe function's address.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { fileSecret } from '../fileSecret'
import { sandboxDir } from '../payments/sandboxStore'
import { functionUrl } from '../payments/urls'

export const UNSUBSCRIBE_FUNCTION = 'unsubscribe'
export const UNSUBSCRIBE_SECRET_FILE = 'unsubscribe-secret'

/** Signs and addresses the links; the worker and the handler must agree on the secret. */
export interface UnsubscribeSettings {
  secret: string
  /** The unsubscribe function's address, without the token. */
  url: string
}

const mac = (address: string, secret: string) => createHmac('sha256', secret).update(address.toLowerCase()).digest()

/** `<address, base64url>.<HMAC-SHA256, base64url>` for the lower-cased address. */
export function unsubscribeToken(address: string, secret: string): string {
  const lower = address.toLowerCase()
  return `${Buffer.from(lower).toString('base64url')}.${mac(lower, secret).toString('base64url')}`
}

/** The lower-cased address a token was made for; null when it is malformed or not signed with `secret`. */
export function addressOfToken(token: unknown, secret: string): string | null {
  if (typeof token !== 'string') return null
  const [encoded, signature, ...rest] = token.split('.')
  if (!encoded || !signature || rest.length > 0) return null
  const address = Buffer.from(encoded, 'base64url').toString('utf8')
  const expected = mac(address, secret)
  const given = Buffer.from(signature, 'base64url')
  if (address !== address.toLowerCase() || given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return address
}

/** The link for one address; `language` picks the page's language. */
export function unsubscribeUrl(settings: UnsubscribeSettings, address: string, language?: string): string {
  const url = new URL(settings.url)
  url.searchParams.set('token', unsubscribeToken(address, settings.secret))
  if (language) url.searchParams.set('lang', language)
  return url.toString()
}

/**
 * UNSUBSCRIBE_SECRET, else a random key created once in <SANDBOX_DIR>/unsubscribe-secret (beside
 * the sandbox's webhook secret). Deployed without either there is nothing to sign with: throws.
 */
export async function unsubscribeSecret(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.UNSUBSCRIBE_SECRET) return env.UNSUBSCRIBE_SECRET
  const dir = sandboxDir(env)
  if (dir === null) throw new Error('UNSUBSCRIBE_SECRET is not set: marketing e-mail cannot carry an unsubscribe link')
  return fileSecret(dir, UNSUBSCRIBE_SECRET_FILE)
}

/**
 * UNSUBSCRIBE_URL, else the unsubscribe function's address: deployed its cloudfunctions.net
 * address, locally the emulator's (127.0.0.1:$FIREBASE_FUNCTIONS_PORT, default 5001).
 */
export function unsubscribeFunctionUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.UNSUBSCRIBE_URL) return env.UNSUBSCRIBE_URL
  const noRequest = { header: () => undefined }
  return functionUrl(UNSUBSCRIBE_FUNCTION, noRequest, env, `127.0.0.1:${env.FIREBASE_FUNCTIONS_PORT ?? 5001}`) ?? ''
}

/** Both, from the environment. */
export async function unsubscribeSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<UnsubscribeSettings> {
  return { secret: await unsubscribeSecret(env), url: unsubscribeFunctionUrl(env) }
}
