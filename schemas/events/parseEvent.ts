/**
 * The server's reading of a logged event against the contract. An unknown name or a payload
 * that breaks its schema is a problem with a message naming what is wrong; saveLog still keeps
 * such an event's line (a visitor's older queued events are accepted as they always were) and
 * acts only on events that parse.
 */
import * as z from 'zod/mini'
import { matchEventName } from './eventName'
import { EVENT_PAYLOADS, type EventId, type ParsedParams, type ParsedValue } from './eventPayloads'

/** An event that parsed: `id` narrows `value` and `params`. */
export type ParsedEvent = {
  [Id in EventId]: { id: Id; name: string; part: string | undefined; value: ParsedValue<Id>; params: ParsedParams<Id> }
}[EventId]

export type EventParse = { ok: true; event: ParsedEvent } | { ok: false; problem: 'unknown' | 'malformed'; message: string }

/** What arrives: saveLog's name, value and params. */
export interface LoggedEventInput {
  name: string
  value?: unknown
  params?: unknown
}

const describeIssues = (error: z.core.$ZodError): string =>
  error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(payload)'}: ${issue.message}`).join('; ')

export function parseEvent(input: LoggedEventInput): EventParse {
  const match = matchEventName(input.name)
  if (!match) return { ok: false, problem: 'unknown', message: `"${input.name}" is not an event of the contract (schemas/events/eventCatalogue.ts)` }
  const payload = EVENT_PAYLOADS[match.id]
  const shape = z.object('value' in payload ? { value: payload.value, params: payload.params } : { params: payload.params })
  // saveLog's params are optional: an event sent without any has none of its own.
  const parsed = shape.safeParse({ value: input.value ?? undefined, params: input.params ?? {} })
  if (!parsed.success) return { ok: false, problem: 'malformed', message: `"${input.name}": ${describeIssues(parsed.error)}` }
  const value = 'value' in parsed.data ? parsed.data.value : undefined
  return { ok: true, event: { id: match.id, name: input.name, part: match.part, value, params: parsed.data.params } as ParsedEvent }
}
