/**
 * The payment callables as the checkout page uses them (spec 7, spec 8). Checkout creation and
 * the status check never throw: a failure becomes a failure object (success false, a message, a
 * callable code defaulting to 'unknown'), so the page has one shape to show. The inline form's
 * subscription call re-throws, as the spec says. Every answer is parsed with the wire schemas:
 * the browser trusts no shape it did not check. Each call waits for the visitor's sign-in: the
 * server binds a session to the uid that created it and answers its status to that uid only.
 */
import type * as z from 'zod/mini'
import {
  checkoutAnswerSchema,
  elementsAnswerSchema,
  PAYMENT_PROVIDER,
  statusAnswerSchema,
  type CheckoutAnswer,
  type CheckoutRequest,
  type ElementsAnswer,
  type ElementsRequest,
  type StatusAnswer,
} from '../../../../schemas/payments/wire'
import type { UiStringKey } from '../../../../schemas/uiStrings/keys'
import { callAsVisitor } from '../callAsVisitor'
// Error helpers only: this module never loads the Firebase SDK.
import { withVariantsClaim } from '../pricing/variantsClaim'
import { callableCode, userMessageKey, type CallableCode } from '../../platform/firebase/callableErrors'

export type FailureMessageKey = Extract<UiStringKey, 'genericError' | 'networkError' | 'validationError' | 'timeoutError'>

/** Spec 8's failure object, plus which generic message the visitor sees for it. */
export interface PaymentFailure {
  success: false
  message: string
  code: CallableCode
  messageKey: FailureMessageKey
}
export type PaymentResult<T> = { success: true; data: T } | PaymentFailure

/**
 * The callable's own timeout is 70 s (spec 7); this one only fires when the Firebase side of the
 * platform never loaded, so the visitor gets "Request timed out" instead of waiting forever.
 */
export const PAYMENT_CALL_DEADLINE_MS = 80_000

class DeadlineError extends Error {
  readonly code = 'functions/deadline-exceeded'
}

function withDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError('deadline-exceeded')), PAYMENT_CALL_DEADLINE_MS)
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

const isEmpty = (answer: unknown) => answer === null || answer === undefined || answer === '' || (typeof answer === 'object' && Object.keys(answer).length === 0)

/** The spec lets the server answer with the data itself or wrapped in a `data` field. */
function unwrap(answer: unknown): unknown {
  if (answer && typeof answer === 'object' && 'data' in answer && !('sessionId' in answer)) return answer.data
  return answer
}

function failure(message: string, code: CallableCode, messageKey: FailureMessageKey = 'genericError'): PaymentFailure {
  return { success: false, message, code, messageKey }
}

/** A thrown error as a failure object: its message (else `fallback`) and its callable code. */
export function paymentFailure(error: unknown, fallback: string): PaymentFailure {
  const message = error instanceof Error && error.message ? error.message : fallback
  // Offline, the platform's chunk may not even load: that is still the visitor's connection.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false
  return failure(message, callableCode(error), offline ? 'networkError' : userMessageKey(error))
}

/** Spec 8's messages, verbatim. */
const MESSAGES = {
  createPaymentCheckout: { unavailable: 'Payment service unavailable', empty: 'Empty response from payment service', invalid: 'Invalid response from payment service' },
  getPaymentStatus: { unavailable: 'Payment status service unavailable', empty: 'Empty response from payment status service', invalid: 'Invalid response from payment status service' },
}

async function call<T>(name: keyof typeof MESSAGES, payload: unknown, schema: z.ZodMiniType<T>): Promise<PaymentResult<T>> {
  const messages = MESSAGES[name]
  let answer: unknown
  try {
    answer = unwrap(await withDeadline(callAsVisitor(name, payload)))
  } catch (error) {
    return paymentFailure(error, messages.unavailable)
  }
  if (isEmpty(answer)) return failure(messages.empty, 'unknown')
  const parsed = schema.safeParse(answer)
  if (!parsed.success) {
    console.error(`[payments] ${name} answered an unexpected shape`, parsed.error.issues)
    return failure(messages.invalid, 'unknown')
  }
  return { success: true, data: parsed.data }
}

/** Creates a hosted checkout session (spec 3 "Checkout request"); the answer's url is where to pay. */
export function createPaymentCheckout(request: CheckoutRequest): Promise<PaymentResult<CheckoutAnswer>> {
  return call('createPaymentCheckout', { ...request, metadata: withVariantsClaim(request.onboardingType, request.metadata ?? {}) }, checkoutAnswerSchema)
}

/** Asks the server whether a checkout session was paid: its `paid` is the only verdict that counts. */
export function getPaymentStatus(sessionId: string): Promise<PaymentResult<StatusAnswer>> {
  return call('getPaymentStatus', { provider: PAYMENT_PROVIDER, sessionId }, statusAnswerSchema)
}

/** Starts the inline (Elements) subscription; errors, an empty or a malformed answer throw. */
export async function createElementsSubscription(request: ElementsRequest): Promise<ElementsAnswer> {
  const claimed = { ...request, metadata: withVariantsClaim(request.onboardingType, request.metadata ?? {}) }
  const answer = unwrap(await withDeadline(callAsVisitor('createElementsSubscription', claimed)))
  if (isEmpty(answer)) throw new Error(MESSAGES.createPaymentCheckout.empty)
  return elementsAnswerSchema.parse(answer)
}
