/**
 * One event of the trail as a row of the model's `events` table (../model.ts), for BigQuery: the
 * same mapping DuckDB's view makes of a local sink line (duckdb/duckdbStore.ts).
 */
export interface EventRow {
  received_at: string
  name: string
  visitor_id: string | null
  session_id: string | null
  funnel: string | null
  /** The event's parameters as JSON text (the column is JSON). */
  params: string
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {})

/** The row for a saveLog sink record; the visitor is the verified auth uid, never a claimed id. */
export function eventRowOf(line: Record<string, unknown>): EventRow {
  return {
    received_at: text(line.receivedAt) ?? new Date().toISOString(),
    name: text(line.name) ?? '',
    visitor_id: text(line.authUid),
    session_id: text(record(line.superProperties).sessionId),
    funnel: text(line.onboardingName) ?? text(record(line.params).onboardingName),
    params: JSON.stringify(record(line.params)),
  }
}
