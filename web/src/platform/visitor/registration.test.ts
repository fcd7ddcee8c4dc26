import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as events from '../events/events'
import { authProblem, logInVisitor, PLATFORM_WAIT_MS, registerVisitor } from './registration'

const loader = vi.hoisted(() => ({ platformLoaded: vi.fn() }))
vi.mock('../firebase/platformLoaded', () => loader)

const authManager = { register: vi.fn(), signIn: vi.fn() }
const authError = (code: string) => Object.assign(new Error(code), { code })

beforeEach(() => {
  loader.platformLoaded.mockResolvedValue({ authManager })
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  authManager.register.mockReset()
  authManager.signIn.mockReset()
})

describe('authProblem', () => {
  it.each([
    ['auth/email-already-in-use', 'accountExists'],
    ['auth/credential-already-in-use', 'accountExists'],
    ['auth/provider-already-linked', 'accountExists'],
    ['auth/wrong-password', 'wrongPassword'],
    ['auth/invalid-credential', 'wrongPassword'],
    ['auth/weak-password', 'weakPassword'],
    ['auth/invalid-email', 'invalidEmail'],
    ['auth/network-request-failed', 'network'],
    ['auth/too-many-requests', 'generic'],
  ])('%s is %s', (code, problem) => {
    expect(authProblem(authError(code))).toBe(problem)
  })

  it('anything that is not an auth error is generic', () => {
    expect(authProblem(new Error('No signed-in user'))).toBe('generic')
    expect(authProblem('boom')).toBe('generic')
  })
})

describe('registerVisitor', () => {
  it('links the credential and raises the events with the user id, never the password', async () => {
    authManager.register.mockResolvedValue('uid-1')
    const log = vi.spyOn(events, 'logEvent')
    await expect(registerVisitor('ada@example.com', 'secret-pw')).resolves.toEqual({ ok: true, userId: 'uid-1' })
    expect(authManager.register).toHaveBeenCalledWith('ada@example.com', 'secret-pw')
    expect(log.mock.calls.map(([event]) => event)).toEqual([
      { id: 'userRegistered', name: 'User registered', params: { email: 'ada@example.com', firebaseUserId: 'uid-1' } },
      { id: 'passwordSet', name: 'Password set', params: { firebaseUserId: 'uid-1' } },
    ])
    expect(JSON.stringify(events.recentEvents())).not.toContain('secret-pw')
  })

  it('answers a failure as a problem and raises nothing', async () => {
    authManager.register.mockRejectedValue(authError('auth/email-already-in-use'))
    const log = vi.spyOn(events, 'logEvent')
    await expect(registerVisitor('ada@example.com', 'secret-pw')).resolves.toEqual({ ok: false, problem: 'accountExists' })
    expect(log).not.toHaveBeenCalled()
  })

  it('is a network problem when the Firebase side never loads', async () => {
    vi.useFakeTimers()
    loader.platformLoaded.mockReturnValue(new Promise(() => undefined))
    const outcome = registerVisitor('ada@example.com', 'secret-pw')
    await vi.advanceTimersByTimeAsync(PLATFORM_WAIT_MS)
    await expect(outcome).resolves.toEqual({ ok: false, problem: 'network' })
  })
})

describe('logInVisitor', () => {
  it('signs the existing account in and says so, without a registration event', async () => {
    authManager.signIn.mockResolvedValue('uid-2')
    const log = vi.spyOn(events, 'logEvent')
    await expect(logInVisitor('ada@example.com', 'old-pw')).resolves.toEqual({ ok: true, userId: 'uid-2' })
    expect(authManager.signIn).toHaveBeenCalledWith('ada@example.com', 'old-pw')
    expect(log.mock.calls.map(([event]) => event)).toEqual([{ id: 'userLoggedIn', name: 'User logged in', params: { email: 'ada@example.com', firebaseUserId: 'uid-2' } }])
  })

  it('a wrong password is the visitor’s to fix', async () => {
    authManager.signIn.mockRejectedValue(authError('auth/invalid-credential'))
    await expect(logInVisitor('ada@example.com', 'nope')).resolves.toEqual({ ok: false, problem: 'wrongPassword' })
  })
})
