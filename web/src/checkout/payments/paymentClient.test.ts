import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CheckoutRequest, ElementsRequest, StatusAnswer } from '../../../../schemas/payments/wire'
import { callBackend, visitorUserId } from '../../platform/firebase/backend'
import { createElementsSubscription, createPaymentCheckout, getPaymentStatus, PAYMENT_CALL_DEADLINE_MS } from './paymentClient'

// The boundary: the callable transport. Everything behind it (Firebase) is out of this test.
vi.mock('../../platform/firebase/backend', () => ({ callBackend: vi.fn(), visitorUserId: vi.fn() }))
const backend = vi.mocked(callBackend)

const functionsError = (code: string, message: string) => Object.assign(new Error(message), { code: `functions/${code}` })
/** A backend that throws when called (the rejection is created by the call, not ahead of it). */
const rejectWith = (error: unknown) =>
  backend.mockImplementation(async () => {
    throw error
  })

const request: CheckoutRequest = {
  provider: 'stripe',
  onboardingType: 'demo',
  priceOptionId: 'price_demo_monthly',
  countryCode: 'PL',
  customerEmail: 'anna@example.com',
  successUrl: 'https://quiz.example/demo/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}',
  pricingSet: 'default',
  metadata: { checkoutType: 'checkout' },
}
const checkoutAnswer = { sessionId: 'cs_1', url: 'https://pay.example/cs_1' }
const status: StatusAnswer = { sessionId: 'cs_1', status: 'complete', paymentStatus: 'paid', paid: true, mode: 'subscription', amount: 9.99, currency: 'USD' }

beforeEach(() => {
  backend.mockReset()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('createPaymentCheckout', () => {
  it('sends the request to createPaymentCheckout and returns the answer when it is the data itself', async () => {
    backend.mockResolvedValue(checkoutAnswer)
    await expect(createPaymentCheckout(request)).resolves.toEqual({ success: true, data: checkoutAnswer })
    expect(backend).toHaveBeenCalledWith('createPaymentCheckout', request)
  })

  it('unwraps an answer wrapped in a data field', async () => {
    backend.mockResolvedValue({ data: checkoutAnswer })
    await expect(createPaymentCheckout(request)).resolves.toEqual({ success: true, data: checkoutAnswer })
  })

  it.each([null, undefined, {}, { data: null }, ''])('turns the empty answer %j into a failure', async (answer) => {
    backend.mockResolvedValue(answer)
    await expect(createPaymentCheckout(request)).resolves.toEqual({ success: false, message: 'Empty response from payment service', code: 'unknown', messageKey: 'genericError' })
  })

  it('turns an answer of the wrong shape into a failure instead of trusting it', async () => {
    backend.mockResolvedValue({ sessionId: 'cs_1', url: 'not a url' })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const result = await createPaymentCheckout(request)
    expect(result).toMatchObject({ success: false, message: 'Invalid response from payment service', code: 'unknown' })
  })

  it('turns a thrown callable error into a failure with its message and code', async () => {
    rejectWith(functionsError('invalid-argument', 'customerEmail: Invalid email address'))
    await expect(createPaymentCheckout(request)).resolves.toEqual({
      success: false,
      message: 'customerEmail: Invalid email address',
      code: 'invalid-argument',
      messageKey: 'validationError',
    })
  })

  it('falls back to "Payment service unavailable" and code unknown for an error without message or code', async () => {
    rejectWith('boom')
    await expect(createPaymentCheckout(request)).resolves.toEqual({ success: false, message: 'Payment service unavailable', code: 'unknown', messageKey: 'genericError' })
  })

  it('maps a request that got no answer to the network message and a timeout to the timeout message', async () => {
    backend.mockRejectedValueOnce(functionsError('internal', 'internal [0]'))
    await expect(createPaymentCheckout(request)).resolves.toMatchObject({ code: 'internal', messageKey: 'networkError' })
    backend.mockRejectedValueOnce(functionsError('deadline-exceeded', 'deadline-exceeded'))
    await expect(createPaymentCheckout(request)).resolves.toMatchObject({ code: 'deadline-exceeded', messageKey: 'timeoutError' })
    backend.mockRejectedValueOnce(functionsError('internal', 'internal [500]'))
    await expect(createPaymentCheckout(request)).resolves.toMatchObject({ code: 'internal', messageKey: 'genericError' })
  })

  it('says network error for any failure while the browser is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    rejectWith(new Error('Failed to fetch dynamically imported module'))
    await expect(createPaymentCheckout(request)).resolves.toMatchObject({ code: 'unknown', messageKey: 'networkError' })
    vi.unstubAllGlobals()
  })

  it('gives up with a timeout failure when the backend never answers (the platform never loaded)', async () => {
    vi.useFakeTimers()
    backend.mockReturnValue(new Promise(() => undefined))
    const result = createPaymentCheckout(request)
    await vi.advanceTimersByTimeAsync(PAYMENT_CALL_DEADLINE_MS)
    await expect(result).resolves.toMatchObject({ success: false, code: 'deadline-exceeded', messageKey: 'timeoutError' })
  })
})

describe('getPaymentStatus', () => {
  it('asks getPaymentStatus with the provider and session id and returns the parsed status', async () => {
    backend.mockResolvedValue({ ...status, unknownField: 'dropped' })
    await expect(getPaymentStatus('cs_1')).resolves.toEqual({ success: true, data: status })
    expect(backend).toHaveBeenCalledWith('getPaymentStatus', { provider: 'stripe', sessionId: 'cs_1' })
  })

  it('asks only once the sign-in has settled, so the call carries the visitor\'s token', async () => {
    let signedIn = (_uid: string) => {}
    vi.mocked(visitorUserId).mockReturnValueOnce(new Promise((resolve) => (signedIn = resolve)))
    backend.mockResolvedValue(status)
    const asked = getPaymentStatus('cs_1')
    await Promise.resolve()
    expect(backend).not.toHaveBeenCalled()
    signedIn('uid-1')
    await expect(asked).resolves.toEqual({ success: true, data: status })
    expect(backend).toHaveBeenCalledTimes(1)
  })

  it('unwraps a wrapped answer', async () => {
    backend.mockResolvedValue({ data: status })
    await expect(getPaymentStatus('cs_1')).resolves.toEqual({ success: true, data: status })
  })

  it('has its own empty-answer and unavailable messages', async () => {
    backend.mockResolvedValueOnce(null)
    await expect(getPaymentStatus('cs_1')).resolves.toEqual({ success: false, message: 'Empty response from payment status service', code: 'unknown', messageKey: 'genericError' })
    backend.mockRejectedValueOnce(undefined)
    await expect(getPaymentStatus('cs_1')).resolves.toEqual({ success: false, message: 'Payment status service unavailable', code: 'unknown', messageKey: 'genericError' })
    backend.mockRejectedValueOnce(functionsError('not-found', 'No such checkout session'))
    await expect(getPaymentStatus('cs_1')).resolves.toEqual({ success: false, message: 'No such checkout session', code: 'not-found', messageKey: 'genericError' })
  })

  it('refuses a status without the server\'s paid verdict', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { paid: _paid, ...withoutVerdict } = status
    backend.mockResolvedValue(withoutVerdict)
    await expect(getPaymentStatus('cs_1')).resolves.toMatchObject({ success: false, message: 'Invalid response from payment status service' })
  })
})

describe('createElementsSubscription', () => {
  const elementsRequest: ElementsRequest = { ...request, returnUrl: request.successUrl }
  const stripeAnswer = { mode: 'stripe', sessionId: 'cs_2', subscriptionId: 'sub_2', clientSecret: 'pi_2_secret_x', publishableKey: 'pk_test_2' }

  it('returns the parsed answer, wrapped or not', async () => {
    backend.mockResolvedValueOnce(stripeAnswer).mockResolvedValueOnce({ data: stripeAnswer })
    await expect(createElementsSubscription(elementsRequest)).resolves.toEqual(stripeAnswer)
    await expect(createElementsSubscription(elementsRequest)).resolves.toEqual(stripeAnswer)
    expect(backend).toHaveBeenCalledWith('createElementsSubscription', elementsRequest)
  })

  it('re-throws the callable error', async () => {
    const error = functionsError('unavailable', 'unavailable')
    rejectWith(error)
    await expect(createElementsSubscription(elementsRequest)).rejects.toBe(error)
  })

  it('throws for an empty or malformed answer', async () => {
    backend.mockResolvedValueOnce(null)
    await expect(createElementsSubscription(elementsRequest)).rejects.toThrow('Empty response from payment service')
    backend.mockResolvedValueOnce({ mode: 'paypal', sessionId: 'x' })
    await expect(createElementsSubscription(elementsRequest)).rejects.toThrow()
  })
})
