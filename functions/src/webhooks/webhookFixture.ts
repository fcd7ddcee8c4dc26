/** Test helpers for the webhook: signed deliveries to the handler, Stripe-shaped events, row counts. */
import { sql } from 'kysely'
import Stripe from 'stripe'
import type { Db } from '../db/database'
import type { WebhookRequest, WebhookResponse } from './stripeWebhook'

export interface Delivery {
  status: number
  body: Record<string, unknown>
}

type Handler = (request: WebhookRequest, response: WebhookResponse) => Promise<void>

/** POSTs the event to the handler as Stripe would, signed with `secret` (or with the given header). */
export async function deliver(handler: Handler, event: object, secret: string, signature?: string | null): Promise<Delivery> {
  const payload = JSON.stringify(event)
  const header = signature === undefined ? Stripe.webhooks.generateTestHeaderString({ payload, secret }) : signature
  const sent: Delivery = { status: 0, body: {} }
  const response: WebhookResponse = {
    status: (code) => ((sent.status = code), response),
    set: () => response,
    send: (body) => (sent.body = body ? (JSON.parse(body) as Record<string, unknown>) : {}),
  }
  await handler({ method: 'POST', headers: header === null ? {} : { 'stripe-signature': header }, rawBody: Buffer.from(payload) }, response)
  return sent
}

let counter = 0

/** An event as Stripe sends it; `created` in seconds. */
export function stripeEvent(type: string, object: Record<string, unknown>, created = 1_777_000_000, id = `evt_test_${(counter += 1)}`) {
  return { id, object: 'event', api_version: '2026-01-28.clover', type, created, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object } }
}

/** Rows in every table of the system of record (kysely's own bookkeeping aside). */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const { rows } = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%' order by tablename`.execute(db)
  const counts: Record<string, number> = {}
  for (const { tablename } of rows) {
    const result = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(tablename)}`.execute(db)
    counts[tablename] = result.rows[0]?.count ?? 0
  }
  return counts
}
