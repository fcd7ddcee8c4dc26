import { logger } from 'firebase-functions/logger'
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod'
import { contextOf, runCallable } from './callable'
import { fakeContext } from './fakeContext'

const schema = z.object({ name: z.string().min(1, 'expected a non-empty string'), nested: z.object({ count: z.number() }) })
const echo = async (payload: z.output<typeof schema>) => payload

async function rejectionOf(promise: Promise<unknown>): Promise<HttpsError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason)
  if (!(error instanceof HttpsError)) throw new Error(`expected an HttpsError, got ${String(error)}`)
  return error
}

describe('runCallable', () => {
  it('answers invalid-argument naming every failing field path', async () => {
    const error = await rejectionOf(runCallable('demo', schema, echo, { name: '', nested: { count: 'x' } }, fakeContext()))
    expect(error.code).toBe('invalid-argument')
    expect(error.message).toMatch(/^demo: name: expected a non-empty string; nested\.count: /)
    expect(error.details).toEqual({ issues: [expect.objectContaining({ path: 'name' }), expect.objectContaining({ path: 'nested.count' })] })
  })

  it('names a missing payload "data"', async () => {
    expect((await rejectionOf(runCallable('demo', schema, echo, null, fakeContext()))).message).toMatch(/^demo: data: /)
  })

  it('turns an unexpected error into internal and logs the cause', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {})
    const failing = async () => {
      throw new Error('disk full')
    }
    const error = await rejectionOf(runCallable('demo', schema, failing, { name: 'a', nested: { count: 1 } }, fakeContext()))
    expect(error.code).toBe('internal')
    expect(error.message).not.toContain('disk full')
    expect(log).toHaveBeenCalledWith('demo failed', { error: expect.stringContaining('disk full') })
    log.mockRestore()
  })

  it('passes HttpsErrors from the handler through', async () => {
    const unavailable = async () => {
      throw new HttpsError('unavailable', 'later')
    }
    expect((await rejectionOf(runCallable('demo', schema, unavailable, { name: 'a', nested: { count: 1 } }, fakeContext()))).code).toBe('unavailable')
  })
})

describe('contextOf', () => {
  it('takes the caller from the auth token, the forwarded client IP and the headers', () => {
    const rawRequest = { headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1', 'user-agent': 'Test/1.0', 'x-country-code': 'PL' }, ip: '10.0.0.1' }
    const request = { data: {}, auth: { uid: 'user-1', token: {}, rawToken: '' }, rawRequest, acceptsStreaming: false } as unknown as CallableRequest
    const context = contextOf(request)
    expect(context).toMatchObject({ authUid: 'user-1', clientIp: '203.0.113.7', userAgent: 'Test/1.0' })
    expect(context.header('X-Country-Code')).toBe('PL')
  })

  it('falls back to the socket address and a null uid', () => {
    const request = { data: {}, rawRequest: { headers: {}, ip: '127.0.0.1' }, acceptsStreaming: false } as unknown as CallableRequest
    expect(contextOf(request)).toMatchObject({ authUid: null, clientIp: '127.0.0.1', userAgent: null })
  })
})
