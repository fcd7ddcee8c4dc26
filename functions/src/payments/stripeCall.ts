/** One Stripe API call with Stripe's errors turned into the spec's codes (shared by the provider's modules). */
import { HttpsError } from 'firebase-functions/v2/https'
import { logger } from 'firebase-functions/logger'
import Stripe from 'stripe'

/** Stripe's errors in the spec's codes; anything else is not ours to translate. */
export async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error
    if (error.code === 'resource_missing') throw new HttpsError('not-found', `${what}: ${error.message}`)
    logger.warn(`Stripe: ${what} failed`, { type: error.type, code: error.code, statusCode: error.statusCode, message: error.message })
    throw new HttpsError('unavailable', `Payment service unavailable: ${error.message}`)
  }
}
