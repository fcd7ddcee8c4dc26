/**
 * The visitor's Firebase identity (spec 4 "Authentication"). Every visitor is signed in
 * anonymously at start; calls that need the user id wait for that. Registering links an e-mail
 * and password to the same anonymous user (the uid, and so the event trail, stays); signing in
 * with e-mail and password replaces the user. Auth operations run one at a time, in order.
 */
import {
  EmailAuthProvider,
  linkWithCredential,
  signInAnonymously,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth'
import { createTaskQueue } from './taskQueue'

/** The id events carry when no Firebase user could be had. */
export const FALLBACK_USER_ID = 'anonymous_user'

export interface AuthManager {
  /** Signs in anonymously unless a user is restored; a failure is logged, and the next start tries again. */
  start(): Promise<void>
  /** The user id once start has settled: forced id, else the signed-in uid, else 'anonymous_user'. */
  userId(): Promise<string>
  /** The id as known right now, without waiting. */
  currentUserId(): string | undefined
  /** Links an e-mail/password credential to the current (anonymous) user; resolves to the uid, unchanged. */
  register(email: string, password: string): Promise<string>
  /** Signs in an existing e-mail/password user, replacing the current one; resolves to its uid. */
  signIn(email: string, password: string): Promise<string>
  /** Makes every later event carry this id (support and testing); logged. */
  forceUserId(id: string): void
}

export function createAuthManager(auth: Auth, log: (message: string, error?: unknown) => void = console.error): AuthManager {
  const queue = createTaskQueue(log)
  let forced: string | undefined
  let started: Promise<void> | undefined

  const start = () => {
    started ??= queue
      .run(async () => {
        await auth.authStateReady()
        if (!auth.currentUser) await signInAnonymously(auth)
      })
      .catch((error: unknown) => {
        log('[auth] anonymous sign-in failed; events use the fallback id until the next start', error)
      })
    return started
  }

  const signedInUser = () => {
    const user = auth.currentUser
    if (!user) throw new Error('No signed-in user: the anonymous sign-in has not succeeded')
    return user
  }

  return {
    start,
    async userId() {
      await start()
      return forced ?? auth.currentUser?.uid ?? FALLBACK_USER_ID
    },
    currentUserId: () => forced ?? auth.currentUser?.uid,
    register(email, password) {
      return queue.run(async () => (await linkWithCredential(signedInUser(), EmailAuthProvider.credential(email, password))).user.uid)
    },
    signIn(email, password) {
      return queue.run(async () => (await signInWithEmailAndPassword(auth, email, password)).user.uid)
    },
    forceUserId(id) {
      console.info(`[auth] user id forced to "${id}"`)
      forced = id
    },
  }
}
