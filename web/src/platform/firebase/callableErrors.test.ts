import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { initializeApp } from 'firebase/app'
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callableCode, isNetworkFailure, isTransient, userMessageKey } from './callableErrors'

/**
 * The real Functions SDK against a local server that answers each HTTP status: the spec's
 * status mapping (section 8) holds, and each failure gets the message a visitor should see.
 */
let server: Server
let port = 0
const statusFor = new Map<string, number>()

beforeAll(async () => {
  server = createServer((request, response) => {
    const status = statusFor.get(request.url?.split('/').pop() ?? '') ?? 500
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ error: { message: `status ${status}` } }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const functions = () => {
  const app = initializeApp({ apiKey: 'demo', projectId: 'demo-mapping' }, `mapping-${Math.random()}`)
  const instance = getFunctions(app, 'us-central1')
  connectFunctionsEmulator(instance, '127.0.0.1', port)
  return instance
}

async function failureFor(status: number): Promise<unknown> {
  const name = `status${status}`
  statusFor.set(name, status)
  return httpsCallable(functions(), name)({}).then(
    () => undefined,
    (error: unknown) => error,
  )
}

describe('callable failures', () => {
  it.each([
    [400, 'invalid-argument', 'validationError'],
    [401, 'unauthenticated', 'genericError'],
    [403, 'permission-denied', 'genericError'],
    [404, 'not-found', 'genericError'],
    [409, 'aborted', 'genericError'],
    [429, 'resource-exhausted', 'genericError'],
    [499, 'cancelled', 'genericError'],
    [500, 'internal', 'genericError'],
    [501, 'unimplemented', 'genericError'],
    [503, 'unavailable', 'genericError'],
    [504, 'deadline-exceeded', 'timeoutError'],
    [418, 'unknown', 'genericError'],
  ])('HTTP %i is %s, shown as %s', async (status, code, message) => {
    const error = await failureFor(status)
    expect(callableCode(error)).toBe(code)
    expect(userMessageKey(error)).toBe(message)
    expect(isTransient(error)).toBe(code === 'unavailable' || code === 'deadline-exceeded')
  })

  it('tells a request that got no answer at all (network) from a server error', async () => {
    const app = initializeApp({ apiKey: 'demo', projectId: 'demo-mapping' }, 'unreachable')
    const instance = getFunctions(app, 'us-central1')
    connectFunctionsEmulator(instance, '127.0.0.1', 1) // nothing listens on port 1
    const error = await httpsCallable(instance, 'saveLog')({}).catch((caught: unknown) => caught)
    expect(isNetworkFailure(error)).toBe(true)
    expect(isTransient(error)).toBe(true)
    expect(userMessageKey(error)).toBe('networkError')
    expect(isNetworkFailure(await failureFor(500))).toBe(false)
  })

  it('calls anything that is not a Functions error unknown', () => {
    expect(callableCode(new Error('boom'))).toBe('unknown')
    expect(callableCode('text')).toBe('unknown')
    expect(isTransient(undefined)).toBe(false)
  })
})
