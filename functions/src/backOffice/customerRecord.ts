/**
 * Everything the back office knows about one e-mail address, in ONE query (support reads it with
 * `npm run customer -- <email>`, README "Support: reading a customer"): the customer, their orders,
 * subscriptions, invoices, refunds, e-mail jobs and checkout sessions. Rows come back as JSON (keys in
 * camelCase like the rest of the functions' rows); timestamps are ISO strings.
 */
import { CompiledQuery } from 'kysely'
import type { Db } from '../db/database'

type Row = Record<string, unknown>

export interface CustomerRecord {
  email: string
  customer: Row | null
  orders: Row[]
  subscriptions: Row[]
  invoices: Row[]
  refunds: Row[]
  emailJobs: Row[]
  checkoutSessions: Row[]
}

/** The query as README.md prints it: $1 is the e-mail address. */
export const CUSTOMER_RECORD_SQL = `with who as (select lower($1) as email),
  customer as (select c.* from customers c join who using (email)),
  sessions as (select s.* from checkout_sessions s, who
    where lower(s.email) = who.email or s.id in (select checkout_session_id from orders where customer_id in (select id from customer))),
  their_orders as (select o.* from orders o where o.customer_id in (select id from customer) or o.checkout_session_id in (select id from sessions)),
  subs as (select s.* from subscriptions s where s.order_id in (select id from their_orders) or s.checkout_session_id in (select id from sessions))
select who.email,
  (select row_to_json(customer) from customer) as customer,
  coalesce((select json_agg(o order by o.confirmed_at) from their_orders o), '[]') as orders,
  coalesce((select json_agg(s order by s.updated_at) from subs s), '[]') as subscriptions,
  coalesce((select json_agg(i order by i.created_at) from invoices i where i.subscription_id in (select id from subs)), '[]') as invoices,
  coalesce((select json_agg(r order by r.requested_at) from refunds r where r.order_id in (select id from their_orders)), '[]') as refunds,
  coalesce((select json_agg(j order by j.send_at) from email_jobs j where j.recipient = who.email or j.order_id in (select id from their_orders)), '[]') as email_jobs,
  coalesce((select json_agg(s order by s.created_at) from sessions s), '[]') as checkout_sessions
from who`

/** The address's record; undefined when the database knows nothing of it (no customer, session or e-mail). */
export async function customerRecordOf(db: Db, email: string): Promise<CustomerRecord | undefined> {
  // Run exactly as documented; CamelCasePlugin turns the answer's snake_case keys (nested ones too) into camelCase.
  const { rows } = await db.executeQuery<CustomerRecord>(CompiledQuery.raw(CUSTOMER_RECORD_SQL, [email.trim()]))
  const record = rows[0]
  if (!record || (!record.customer && record.checkoutSessions.length === 0 && record.emailJobs.length === 0)) return undefined
  return record
}
