/** A CallContext for handler tests, without an HTTP request. */
import type { CallContext } from './callable'

export function fakeContext(overrides: Partial<Omit<CallContext, 'header'>> & { headers?: Record<string, string> } = {}): CallContext {
  const { headers = {}, ...rest } = overrides
  return {
    authUid: null,
    clientIp: null,
    userAgent: null,
    header: (name) => headers[name.toLowerCase()],
    ...rest,
  }
}
