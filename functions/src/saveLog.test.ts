import { describe, expect, it } from 'vitest'
import { runCallable } from './callable'
import { fakeContext } from './fakeContext'
import { saveLog, saveLogPayload } from './saveLog'
import { useTempSink } from './sinkFixture'

const sink = useTempSink()
const call = (data: unknown, context = fakeContext()) => runCallable('saveLog', saveLogPayload, saveLog, data, context)

describe('saveLog', () => {
  it('appends the event with receivedAt and the caller uid, and answers ok', async () => {
    const entry = { name: 'Visited: landing', value: 'x', params: { page: 1 }, userId: 'u1', onboardingName: 'leadership', superProperties: { app: 'web' } }
    expect(await call(entry, fakeContext({ authUid: 'uid-1' }))).toEqual({ ok: true })
    expect(sink.lines('saveLog')).toEqual([{ receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/), authUid: 'uid-1', ...entry }])
  })

  it('adds the country detection only when asked', async () => {
    const context = fakeContext({ headers: { 'x-country-code': 'pl' } })
    expect(await call({ name: 'a', userId: 'u', returnCountry: true }, context)).toEqual({
      ok: true,
      countryDetection: { detectedCountry: 'PL', confidence: 0.9, method: 'geo-header' },
    })
    expect(await call({ name: 'a', userId: 'u', returnCountry: false }, context)).toEqual({ ok: true })
  })

  it.each([
    [{ userId: 'u' }, 'saveLog: name: is required (expected a non-empty string)'],
    [{ name: '', userId: 'u' }, 'saveLog: name: expected a non-empty string'],
    [{ name: 'x'.repeat(201), userId: 'u' }, 'saveLog: name: expected at most 200 characters'],
    [{ name: 'a', userId: '' }, 'saveLog: userId: expected a non-empty string'],
    [{ name: 'a', userId: 'u', value: {} }, 'saveLog: value: expected a string, number, boolean or null'],
    [{ name: 'a', userId: 'u', params: [] }, 'saveLog: params: expected an object'],
    [{ name: 'a', userId: 'u', returnCountry: 'yes' }, 'saveLog: returnCountry: expected true or false'],
  ])('rejects %j', async (data, message) => {
    await expect(call(data)).rejects.toMatchObject({ code: 'invalid-argument', message })
    expect(sink.lines('saveLog')).toEqual([])
  })
})
