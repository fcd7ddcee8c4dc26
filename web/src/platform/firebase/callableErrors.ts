/**
 * What a failed callable means for the visitor. Kept apart from the Firebase SDK so the light
 * part of the app can use it: errors are recognised by the SDK's `functions/<code>` codes.
 */
import type { UiStringKey } from '../../../../schemas/uiStrings/keys'

/** The spec's callable codes (section 8); the SDK maps HTTP statuses to them. */
export type CallableCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'aborted'
  | 'resource-exhausted'
  | 'cancelled'
  | 'internal'
  | 'unimplemented'
  | 'unavailable'
  | 'deadline-exceeded'
  | 'unknown'

const CODES: readonly string[] = [
  'invalid-argument', 'unauthenticated', 'permission-denied', 'not-found', 'aborted', 'resource-exhausted',
  'cancelled', 'internal', 'unimplemented', 'unavailable', 'deadline-exceeded',
]

/** The code of a callable failure; anything that is not a Functions error is 'unknown'. */
export function callableCode(error: unknown): CallableCode {
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code.replace(/^functions\//, '') : ''
  return isCallableCode(code) ? code : 'unknown'
}

const isCallableCode = (code: string): code is CallableCode => CODES.includes(code)

/**
 * A request that never got an HTTP answer. The SDK reports it as 'internal' with status 0 in the
 * message ("internal [0]"), unlike a server's own internal error, which carries its status.
 */
export function isNetworkFailure(error: unknown): boolean {
  return callableCode(error) === 'internal' && error instanceof Error && / \[0\]$/.test(error.message)
}

/** Worth another attempt (spec 8: network, timeout or 'unavailable'); other failures will not heal. */
export function isTransient(error: unknown): boolean {
  const code = callableCode(error)
  return code === 'unavailable' || code === 'deadline-exceeded' || isNetworkFailure(error)
}

/**
 * Which generic message a visitor sees for a failure (spec 8 leaves the triggers to us): no answer
 * at all is the visitor's connection, a timeout says so, a payload the server refused asks to
 * check the input, and everything else, the server being unavailable included, is "something
 * went wrong" (the visitor's connection is fine then, and trying again is the advice).
 */
export function userMessageKey(error: unknown): Extract<UiStringKey, 'genericError' | 'networkError' | 'validationError' | 'timeoutError'> {
  if (isNetworkFailure(error)) return 'networkError'
  switch (callableCode(error)) {
    case 'deadline-exceeded':
      return 'timeoutError'
    case 'invalid-argument':
      return 'validationError'
    default:
      return 'genericError'
  }
}
