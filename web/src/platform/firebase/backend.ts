/**
 * The backend's callable functions for code that runs after the landing: it waits until the
 * Firebase side of the platform has loaded (after the first paint), then calls. The answer is
 * unvalidated; callers parse it with the wire schemas in schemas/payments and schemas/completion.
 */
import type { CallableName } from './callables'
import { platformLoaded } from './platformLoaded'

export async function callBackend(name: CallableName, data: unknown): Promise<unknown> {
  const platform = await platformLoaded()
  return platform.callFunction(name, data)
}

/** The visitor's user id once the anonymous sign-in has settled ('anonymous_user' if it failed). */
export async function visitorUserId(): Promise<string> {
  const platform = await platformLoaded()
  return platform.authManager.userId()
}
