import { describe, expect, it } from 'vitest'
import { providerAnswer, returnSessionId } from './providerReturn'

describe('providerAnswer', () => {
  it("reads the provider's return with its session id, trimmed", () => {
    expect(providerAnswer('?payment_return=true&session_id=%20cs_1%20')).toEqual({ kind: 'return', sessionId: 'cs_1' })
  })

  it('takes the cancel over a return in the same query', () => {
    expect(providerAnswer('?payment_cancelled=true&payment_return=true&session_id=cs_1')).toEqual({ kind: 'cancelled' })
  })

  it('calls a return without a session id, or with the placeholder the provider never filled in, invalid', () => {
    expect(providerAnswer('?payment_return=true')?.kind).toBe('invalid')
    expect(providerAnswer('?payment_return=true&session_id=')?.kind).toBe('invalid')
    expect(providerAnswer('?payment_return=true&session_id={CHECKOUT_SESSION_ID}')?.kind).toBe('invalid')
  })

  it("leaves anything else (the paywall's request, payment_return other than true) to the app's parsing", () => {
    expect(providerAnswer('?onboardingType=leadership&email=a%40b.c')).toBeUndefined()
    expect(providerAnswer('?payment_return=1&session_id=cs_1')).toBeUndefined()
    expect(providerAnswer('')).toBeUndefined()
  })

  it("gives the head script the return's session id exactly when the app reads a return", () => {
    for (const search of ['?payment_return=true&session_id=cs_1', '?payment_cancelled=true&payment_return=true&session_id=cs_1', '?payment_return=true&session_id={CHECKOUT_SESSION_ID}', '?payment_return=true', '?onboardingType=x', '']) {
      const answer = providerAnswer(search)
      expect(returnSessionId(search), search).toBe(answer?.kind === 'return' ? answer.sessionId : undefined)
    }
  })
})
