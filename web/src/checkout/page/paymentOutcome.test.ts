import { describe, expect, it } from 'vitest'
import type { StatusAnswer } from '../../../../schemas/payments/wire'
import { paymentOutcome } from './paymentOutcome'

const status = (change: Partial<StatusAnswer>): StatusAnswer => ({ sessionId: 'cs_1', status: 'complete', paymentStatus: 'paid', paid: true, mode: 'subscription', ...change })
const failure = (code: 'not-found' | 'invalid-argument' | 'permission-denied' | 'internal' | 'deadline-exceeded' | 'unknown', messageKey: 'genericError' | 'networkError' | 'timeoutError' | 'validationError') => ({ success: false as const, message: 'x', code, messageKey })

describe('paymentOutcome', () => {
  it('is paid only when the server says paid', () => {
    expect(paymentOutcome({ success: true, data: status({}) })).toMatchObject({ kind: 'paid' })
    expect(paymentOutcome({ success: true, data: status({ paid: false, paymentStatus: 'paid' }) }).kind).not.toBe('paid')
  })

  it('is not completed for an open or expired session, pending for a complete unpaid one', () => {
    expect(paymentOutcome({ success: true, data: status({ paid: false, status: 'open', paymentStatus: 'unpaid' }) })).toEqual({ kind: 'notCompleted' })
    expect(paymentOutcome({ success: true, data: status({ paid: false, status: 'expired', paymentStatus: 'unpaid' }) })).toEqual({ kind: 'notCompleted' })
    expect(paymentOutcome({ success: true, data: status({ paid: false, status: 'complete', paymentStatus: 'unpaid' }) })).toEqual({ kind: 'pending' })
  })

  it('is not completed for an unknown session, and unknown (with the mapped message) for service failures', () => {
    expect(paymentOutcome(failure('not-found', 'genericError'))).toEqual({ kind: 'notCompleted' })
    expect(paymentOutcome(failure('invalid-argument', 'validationError'))).toEqual({ kind: 'notCompleted' })
    expect(paymentOutcome(failure('permission-denied', 'genericError'))).toEqual({ kind: 'notYours' })
    expect(paymentOutcome(failure('internal', 'networkError'))).toEqual({ kind: 'unknown', messageKey: 'networkError' })
    expect(paymentOutcome(failure('deadline-exceeded', 'timeoutError'))).toEqual({ kind: 'unknown', messageKey: 'timeoutError' })
    expect(paymentOutcome(failure('unknown', 'genericError'))).toEqual({ kind: 'unknown', messageKey: 'genericError' })
  })
})
