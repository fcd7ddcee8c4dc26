/**
 * The one wrapper every callable goes through: the payload is parsed with zod (a bad payload is
 * 'invalid-argument' naming each field), and anything unexpected becomes 'internal' with the
 * cause logged, so a client never sees a crash or a stack trace.
 */
import { logger } from 'firebase-functions/logger'
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https'
import * as z from 'zod'
import { runtimeOptionsOf } from './runtimeOptions'
import { secretsOf } from './config/secrets'

/** What a handler may know about the caller, taken from the request once. */
export interface CallContext {
  authUid: string | null
  /** A request header by lower-case name; repeated headers are joined by Node with ', '. */
  header(name: string): string | undefined
  clientIp: string | null
  userAgent: string | null
}

export type Handler<Payload, Result> = (payload: Payload, context: CallContext) => Promise<Result>

/** The wire field holding the payload is `data`, so the payload itself is named that. */
const pathOf = (issue: z.core.$ZodIssue) => (issue.path.length > 0 ? issue.path.map(String).join('.') : 'data')

/** "saveLog: name: expected a non-empty string; userId: ..." — every failing field, dotted paths. */
export function describeIssues(name: string, error: z.core.$ZodError): string {
  return `${name}: ${error.issues.map((issue) => `${pathOf(issue)}: ${issue.message}`).join('; ')}`
}

/** Any zod schema, classic or zod/mini (the payment and completion wire contracts are zod/mini). */
export type PayloadSchema = z.core.$ZodType

export async function runCallable<S extends PayloadSchema, Result>(
  name: string,
  schema: S,
  handler: Handler<z.output<S>, Result>,
  data: unknown,
  context: CallContext,
): Promise<Result> {
  const parsed = z.safeParse(schema, data)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: pathOf(issue), message: issue.message }))
    throw new HttpsError('invalid-argument', describeIssues(name, parsed.error), { issues })
  }
  try {
    return await handler(parsed.data, context)
  } catch (error) {
    if (error instanceof HttpsError) throw error
    logger.error(`${name} failed`, { error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
    throw new HttpsError('internal', `${name} failed; the cause is in the server log`)
  }
}

function headerOf(request: CallableRequest): CallContext['header'] {
  return (name) => {
    const value = request.rawRequest.headers[name.toLowerCase()]
    return Array.isArray(value) ? value.join(', ') : value
  }
}

/** Behind Google's front end the socket address is the proxy's; the first forwarded hop is the client. */
function clientIpOf(request: CallableRequest, header: CallContext['header']): string | null {
  const forwarded = header('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || request.rawRequest.ip || request.rawRequest.socket?.remoteAddress || null
}

export function contextOf(request: CallableRequest): CallContext {
  const header = headerOf(request)
  return {
    authUid: request.auth?.uid ?? null,
    header,
    clientIp: clientIpOf(request, header),
    userAgent: header('user-agent') ?? null,
  }
}

/**
 * A v2 callable in us-central1 (the client's default region), validated and never crashing, sized
 * by the production settings (runtimeOptions.ts: the global ones, and this function's own) and
 * with its secrets bound.
 */
export function defineCallable<S extends PayloadSchema, Result>(name: string, schema: S, handler: Handler<z.output<S>, Result>) {
  return onCall({ region: 'us-central1', ...runtimeOptionsOf(name), ...secretsOf(name) }, (request) => runCallable(name, schema, handler, request.data, contextOf(request)))
}
