/**
 * Sends generated bad payloads through runCallable (the real zod parsing and error mapping of
 * every deployed callable) to the real handler, and checks each answer: a spec code with a message,
 * never 'internal'; a refused call writes no row and no byte to the watched folders.
 */
import { runCallable, type CallContext, type Handler, type PayloadSchema } from '../callable'
import type { Db } from '../db/database'
import { badPayloads, describePayload, folderBytes, outcomeOf, tableCounts, tally } from './fuzzKit'

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
    const outcome = await outcomeOf(() => runCallable(name, schema, handler as Handler<unknown, unknown>, data, context), call)
    if (refused && outcome === 'ok') throw new Error(`${call()} was accepted; a payload like this must be refused`)
    const after = await snapshot()
    if (outcome !== 'ok' && after !== before) throw new Error(`${call()} answered ${outcome} but wrote: ${before} → ${after}`)
    before = after
    outcomes.push(outcome)
  }
  return tally(outcomes)
}
