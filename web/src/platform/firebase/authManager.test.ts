import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app'
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startAuthEmulator, type RunningEmulator } from '../../../../scripts/emulators'
import { createAuthManager, FALLBACK_USER_ID } from './authManager'

/**
 * The auth manager with the real Firebase SDK against the real auth emulator (its own project id
 * and ports ending in 7, apart from every other emulator run).
 */
const dir = mkdtempSync(join(tmpdir(), 'auth-emulator-'))
let emulator: RunningEmulator
const apps: FirebaseApp[] = []

beforeAll(async () => {
  emulator = await startAuthEmulator({
    authPort: 9397, functionsPort: 5397, hubPort: 4797, loggingPort: 4897, projectId: 'demo-auth-test', dataDir: dir, sinkDir: join(dir, 'sinks'),
  })
}, 120_000)
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)))
  await emulator?.close()
  rmSync(dir, { recursive: true, force: true })
}, 30_000)

/** A fresh browser, as far as auth is concerned: its own app and no stored user. */
function browserAuth(url = emulator.url): Auth {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-auth-test' }, `visitor-${apps.length}`)
  apps.push(app)
  const auth = initializeAuth(app, { persistence: inMemoryPersistence })
  connectAuthEmulator(auth, url, { disableWarnings: true })
  return auth
}

const quiet = () => vi.fn<(message: string, error?: unknown) => void>()

describe('createAuthManager', () => {
  it('signs the visitor in anonymously at start; the user id waits for it', async () => {
    const auth = browserAuth()
    const manager = createAuthManager(auth, quiet())
    expect(manager.currentUserId()).toBeUndefined()
    const uid = await manager.userId() // starts and waits
    expect(uid).not.toBe(FALLBACK_USER_ID)
    expect(auth.currentUser?.isAnonymous).toBe(true)
    expect(manager.currentUserId()).toBe(uid)
  })

  it('registering links an e-mail and password to the same anonymous user; signing in elsewhere replaces the user', async () => {
    const manager = createAuthManager(browserAuth(), quiet())
    await manager.start()
    const anonymous = await manager.userId()
    const email = `anna.${Date.now()}@example.com`
    expect(await manager.register(email, 'secret-123')).toBe(anonymous)

    const elsewhere = createAuthManager(browserAuth(), quiet())
    const otherAnonymous = await elsewhere.userId()
    expect(otherAnonymous).not.toBe(anonymous)
    expect(await elsewhere.signIn(email, 'secret-123')).toBe(anonymous)
    expect(await elsewhere.userId()).toBe(anonymous)
  })

  it('logs a failed sign-in, falls back to anonymous_user, and tries again at the next start', async () => {
    const log = quiet()
    const offline = createAuthManager(browserAuth('http://127.0.0.1:1'), log)
    expect(await offline.userId()).toBe(FALLBACK_USER_ID)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('anonymous sign-in failed'), expect.anything())
    // The next start (a new page load) is a new manager, and it signs in.
    expect(await createAuthManager(browserAuth(), quiet()).userId()).not.toBe(FALLBACK_USER_ID)
  }, 30_000)

  it('a forced user id wins, and is logged', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const manager = createAuthManager(browserAuth(), quiet())
    manager.forceUserId('support-case-42')
    expect(await manager.userId()).toBe('support-case-42')
    expect(info).toHaveBeenCalledWith('[auth] user id forced to "support-case-42"')
    info.mockRestore()
  })

  it('a failing auth task is logged and the queue goes on with the next', async () => {
    const log = quiet()
    const manager = createAuthManager(browserAuth(), log)
    await expect(manager.signIn('nobody@example.com', 'wrong-password')).rejects.toThrow()
    expect(log).toHaveBeenCalled()
    expect(await manager.userId()).not.toBe(FALLBACK_USER_ID)
  })
})
