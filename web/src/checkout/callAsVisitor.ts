import type { CallableName } from '../platform/firebase/callables'
import { callBackend, visitorUserId } from '../platform/firebase/backend'

/**
 * Calls a backend function once the visitor's sign-in has settled, so the call carries their ID
 * token. The server answers payments, entitlement and refunds for the signed-in caller only: a
 * call made while a restored sign-in is still loading (a return page or a congratulations link
 * opened directly) would reach it without a token and be refused, or answered as nobody's.
 */
export async function callAsVisitor(name: CallableName, data: unknown): Promise<unknown> {
  await visitorUserId()
  return callBackend(name, data)
}
