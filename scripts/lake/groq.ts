import { evaluate, parse, type ExprNode } from 'groq-js'
import { HttpError } from './http'
import type { StoredDocument } from './perspective'

/** Parses GROQ, answering a query that does not parse with Sanity's error shape (a 400). */
export function parseGroq(query: string, params: Record<string, unknown>): ExprNode {
  try {
    return parse(query, { params })
  } catch (error) {
    const position = error instanceof Error && 'position' in error && typeof error.position === 'number' ? error.position : 0
    // @sanity/client prints a code frame from this shape.
    throw new HttpError(400, {
      error: { type: 'queryParseError', description: error instanceof Error ? error.message : String(error), query, start: position, end: position + 1 },
    })
  }
}

/** Evaluates a parsed query over `dataset`; a failure is Sanity's queryExecutionError (a 400). */
export async function evaluateGroq(tree: ExprNode, query: string, dataset: StoredDocument[], params: Record<string, unknown>, identity?: string): Promise<unknown> {
  try {
    return await (await evaluate(tree, { dataset, params, identity })).get()
  } catch (error) {
    throw new HttpError(400, { error: { type: 'queryExecutionError', description: error instanceof Error ? error.message : String(error), query } })
  }
}

/** Whether `doc` is among what `query` (e.g. `*[_id in $ids]`) selects. */
export async function selects(tree: ExprNode, doc: StoredDocument, params: Record<string, unknown>): Promise<boolean> {
  const result = await (await evaluate(tree, { dataset: [doc], params })).get()
  return Array.isArray(result) ? result.length > 0 : Boolean(result)
}
