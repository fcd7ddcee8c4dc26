/**
 * The analytics model: the relations an experiment report reads, the same in every engine.
 * Locally DuckDB maps the event trail's NDJSON lines and the back office's rows onto them
 * (duckdb/duckdbStore.ts); in production BigQuery holds tables of exactly these columns
 * (README "Experiment reports in production"). Queries (sql/experimentQueries.ts) name only these.
 *
 *   events(received_at TIMESTAMP, name TEXT, visitor_id TEXT, session_id TEXT, funnel TEXT, params JSON)
 *   orders(id TEXT, visitor_id TEXT, funnel TEXT, kind TEXT, amount DOUBLE, currency TEXT, confirmed_at TIMESTAMP)
 *   refunds(order_id TEXT, amount DOUBLE, currency TEXT, refunded_at TIMESTAMP)
 *   rates(currency TEXT, rate DOUBLE)   -- one unit of `currency` in the report's currency
 *
 * `visitor_id` is the auth uid the server verified (the sink's authUid, the order's uid), never
 * an id the browser wrote into its payload.
 */
import { eventName, familyOf } from '../../../schemas/events/eventName'

/** The event names the report reads, from the event contract (schemas/events). */
export const REPORT_EVENTS = {
  exposure: eventName('exposure'),
  visitedPrefix: familyOf('visited').prefix,
  email: eventName('emailProvided'),
  checkout: eventName('paymentStarted'),
} as const

/** The report's one currency, and what one unit of each catalogue currency is worth in it. */
export const REPORT_CURRENCY = 'USD'

/**
 * Fixed rates for the catalogue's currencies (USD, EUR, GBP, PLN), stated on every report so a
 * reader knows how euro, pound and zloty revenue was counted. Fixed rather than live: a test's
 * arms must be compared at one rate, not at the rate of the day each order came in.
 */
export const REPORT_RATES: Readonly<Record<string, number>> = { USD: 1, EUR: 1.08, GBP: 1.27, PLN: 0.25 }

export interface OrderRow {
  id: string
  visitorId: string | null
  funnel: string
  kind: string
  amount: number
  currency: string
  confirmedAt: Date
}

export interface RefundRow {
  orderId: string
  amount: number
  currency: string
  refundedAt: Date
}
