/**
 * Registration and login at the end of a funnel (spec 4 "Authentication", 5 "Registration").
 * Registering links an e-mail and password credential to the visitor's anonymous user, so the
 * uid, and the event trail under it, stays; logging in replaces the user. Failures come back as
 * a problem the page can show, never as an exception.
 *
 * The password never leaves this call: it goes to the auth service and nowhere else. The spec
 * lists a password-set event carrying the password and keeps the password in browser storage;
 * both would put a plaintext password into logs, analytics and local storage, so 'Password set'
 * carries only the user id and nothing is stored.
 */
import { logEvent } from '../events/events'
import { productEvent } from '../../../../schemas/events/productEvent'
import { platformLoaded } from '../firebase/platformLoaded'

/** The auth service's default minimum (spec 5); the client checks it before asking. */
export const MIN_PASSWORD_LENGTH = 6

/** How long a submit waits for the Firebase side to load before telling the visitor to check the connection. */
export const PLATFORM_WAIT_MS = 20_000

export type AuthProblem = 'accountExists' | 'weakPassword' | 'wrongPassword' | 'invalidEmail' | 'network' | 'generic'

export type AuthOutcome = { ok: true; userId: string } | { ok: false; problem: AuthProblem }

class PlatformUnavailable extends Error {}

const ACCOUNT_EXISTS = ['auth/email-already-in-use', 'auth/credential-already-in-use', 'auth/provider-already-linked']
const WRONG_PASSWORD = ['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/user-not-found']

/** The auth service's error code (`auth/...`), or '' for anything else. */
const authCode = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : ''

/** What an auth failure means for the visitor. */
export function authProblem(error: unknown): AuthProblem {
  if (error instanceof PlatformUnavailable) return 'network'
  const code = authCode(error)
  if (ACCOUNT_EXISTS.includes(code)) return 'accountExists'
  if (WRONG_PASSWORD.includes(code)) return 'wrongPassword'
  if (code === 'auth/weak-password') return 'weakPassword'
  if (code === 'auth/invalid-email') return 'invalidEmail'
  if (code === 'auth/network-request-failed') return 'network'
  return 'generic'
}

/** The auth manager once Firebase has loaded; a platform that never comes is a connection problem. */
async function authManager() {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PlatformUnavailable('The Firebase side did not load')), PLATFORM_WAIT_MS)
  })
  try {
    return (await Promise.race([platformLoaded(), timeout])).authManager
  } finally {
    clearTimeout(timer)
  }
}

async function attempt(action: string, run: () => Promise<string>): Promise<AuthOutcome> {
  try {
    return { ok: true, userId: await run() }
  } catch (error) {
    const problem = authProblem(error)
    // An existing account or a mistyped password is the visitor's to fix, not a fault to report.
    if (problem === 'generic' || problem === 'network') console.error(`[registration] ${action} failed`, error)
    return { ok: false, problem }
  }
}

/**
 * Links the e-mail and password to the visitor's anonymous user and raises 'User registered'
 * ({email, firebaseUserId}; routed to Meta as CompleteRegistration) and 'Password set'.
 */
export function registerVisitor(email: string, password: string): Promise<AuthOutcome> {
  return attempt('registering', async () => {
    const userId = await (await authManager()).register(email, password)
    logEvent(productEvent('userRegistered', { params: { email, firebaseUserId: userId } }))
    logEvent(productEvent('passwordSet', { params: { firebaseUserId: userId } }))
    return userId
  })
}

/** Logs an existing account in (it replaces the anonymous user) and raises 'User logged in'. */
export function logInVisitor(email: string, password: string): Promise<AuthOutcome> {
  return attempt('logging in', async () => {
    const userId = await (await authManager()).signIn(email, password)
    logEvent(productEvent('userLoggedIn', { params: { email, firebaseUserId: userId } }))
    return userId
  })
}
