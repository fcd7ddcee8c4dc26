/**
 * Sends generated bad payloads through runCallable (the real zod parsing and error mapping of
 * every deployed callable) to the real handler, and checks each answer: a spec code with a message,
 * never 'internal'; a refused call writes no row and no byte to the watched folders; a payload
 * that must be refused is, or at least its bad part never reaches the handler.
 */
import { runCallable, type CallContext, type Handler, type PayloadSchema } from '../callable'
import type { Db } from '../db/database'
import { badPayloads, describePayload, folderBytes, outcomeOf, payloadProblem, tableCounts, tally } from './fuzzKit'

export interface FuzzTarget {
  name: string
  schema: PayloadSchema
  handler: Handler<never, unknown>
  /** A valid payload the bad ones are made from. */
  base: Record<string, unknown>
  context: CallContext
  /** The database the handler writes to, when it has one. */
  db?: () => Db
  /** Folders the handler writes to (sinks, sandbox sessions, outbox): a refused call adds nothing. */
  folders?: () => string[]
  /** Tables a refused call may still write by design (call_counts: refused calls count against the limit too). */
  countedTables?: string[]
  count?: number
  seed?: number
}

/** The outcome counts ('ok' or an error code); throws on the first defect, naming the payload. */
export async function fuzzCallable(target: FuzzTarget): Promise<Record<string, number>> {
  const { name, schema, handler, base, context, db, folders = () => [], countedTables = [], count = 1000, seed = 24 } = target
  const outcomes: string[] = []
  const snapshot = async () => `${db ? await tableCounts(db(), countedTables) : ''} ${folders().map(folderBytes).join(',')}`
  let before = await snapshot()
  for (const { data, refused } of badPayloads(base, count, seed)) {
    const call = () => `${name}(${describePayload(data)})`
    // What the handler was given: zod strips unknown keys of a structured object, so a bad part may be dropped, not refused.
    let seen: unknown
    const watched: Handler<unknown, unknown> = (parsed, callContext) => ((seen = parsed), (handler as Handler<unknown, unknown>)(parsed, callContext))
    const outcome = await outcomeOf(() => runCallable(name, schema, watched, data, context), call)
    const problem = refused && outcome === 'ok' ? payloadProblem(seen) : null
    if (problem) throw new Error(`${call()} was accepted and its handler was given a payload that ${problem}`)
    const after = await snapshot()
    if (outcome !== 'ok' && after !== before) throw new Error(`${call()} answered ${outcome} but wrote: ${before} → ${after}`)
    before = after
    outcomes.push(outcome)
  }
  return tally(outcomes)
}
