/**
 * The checkout URL's answers from the payment provider (spec 2.3): its cancel
 * (payment_cancelled=true) and its return (payment_return=true with the session id). Here, not
 * in checkout/url, and with no zod and no imports: the checkout page's prerendered HTML carries
 * this in its head script (platform/boot/prerenderedChoice.ts), which tells
 * the provider's return (the frame the HTML shows) from every other checkout URL before the
 * first paint, exactly as the app's readCheckoutEntry does.
 */

/** The payment provider replaces this with the real session id on its way back. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}'

export type ProviderAnswer = { kind: 'cancelled' } | { kind: 'return'; sessionId: string } | { kind: 'invalid'; problem: string }

/**
 * The session id of the provider's return in a checkout URL's query; undefined for any other
 * checkout URL (its cancel, a return without a filled-in session id, the paywall's request).
 * All the head script needs: small, since every prerendered page with alternatives carries it.
 */
export function returnSessionId(search: string): string | undefined {
  const query = new URLSearchParams(search)
  if (query.get('payment_cancelled') === 'true' || query.get('payment_return') !== 'true') return undefined
  const sessionId = query.get('session_id')?.trim()
  // Still the placeholder: the provider never filled it in.
  return sessionId && sessionId !== SESSION_ID_PLACEHOLDER ? sessionId : undefined
}

/** The provider's answer in a checkout URL's query, or undefined for the paywall's own request. */
export function providerAnswer(search: string): ProviderAnswer | undefined {
  const query = new URLSearchParams(search)
  if (query.get('payment_cancelled') === 'true') return { kind: 'cancelled' }
  if (query.get('payment_return') !== 'true') return undefined
  const sessionId = returnSessionId(search)
  return sessionId ? { kind: 'return', sessionId } : { kind: 'invalid', problem: 'session_id: missing' }
}
