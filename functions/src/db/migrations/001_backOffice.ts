/**
 * The back office's first tables: visitors and their A/B assignments, customers, checkout
 * sessions, orders, subscriptions, invoices, refunds, processed webhook events, fulfilment steps,
 * the e-mail schedule and per-visitor call counts. Column names are snake_case; tables.ts is the
 * camelCase view of them.
 */
import { sql, type Kysely } from 'kysely'

const now = sql`now()`

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visitors')
    .addColumn('uid', 'text', (col) => col.primaryKey())
    .addColumn('first_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('country', 'text')
    .addColumn('language', 'text')
    .execute()

  await db.schema
    .createTable('ab_assignments')
    .addColumn('uid', 'text', (col) => col.notNull())
    .addColumn('test_key', 'text', (col) => col.notNull())
    .addColumn('variant', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('exposure', 'server', 'tester')`))
    .addColumn('assigned_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('ab_assignments_pk', ['uid', 'test_key'])
    .execute()

  await db.schema
    .createTable('customers')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) => col.notNull().unique().check(sql`email = lower(email)`))
    .addColumn('uid', 'text')
    .addColumn('provider_customer_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute()
  await db.schema.createIndex('customers_uid').on('customers').column('uid').execute()

  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('stripe', 'sandbox')`))
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('uid', 'text')
    .addColumn('onboarding_type', 'text', (col) => col.notNull())
    .addColumn('price_option_id', 'text', (col) => col.notNull())
    .addColumn('plan_id', 'text', (col) => col.notNull())
    .addColumn('pricing_set', 'text', (col) => col.notNull())
    .addColumn('discount_percent', 'integer')
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('amount', sql`numeric(12, 2)`, (col) => col.notNull())
    .addColumn('interval', 'text', (col) => col.notNull())
    .addColumn('trial_days', 'integer')
    .addColumn('mode', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('language', 'text')
    .addColumn('variants', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('variables', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('idempotency_key', 'text', (col) => col.unique())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('open', 'complete', 'expired', 'failed')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('completed_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('checkout_sessions_uid').on('checkout_sessions').column('uid').execute()

  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('checkout_session_id', 'text', (col) => col.notNull().unique())
    .addColumn('customer_id', 'uuid', (col) => col.notNull().references('customers.id'))
    .addColumn('uid', 'text')
    .addColumn('onboarding_type', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('trial', 'subscription', 'one_time')`))
    .addColumn('plan_id', 'text', (col) => col.notNull())
    .addColumn('price_option_id', 'text', (col) => col.notNull())
    .addColumn('amount', sql`numeric(12, 2)`, (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('transaction_id', 'text')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('confirmed', 'refunded', 'cancelled')`))
    .addColumn('language', 'text')
    .addColumn('variants', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('confirmed_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('closed_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('orders_uid').on('orders').column('uid').execute()
  await db.schema.createIndex('orders_transaction_id').on('orders').column('transaction_id').execute()

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'uuid', (col) => col.references('orders.id'))
    .addColumn('checkout_session_id', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('trial_end', 'timestamptz')
    .addColumn('current_period_end', 'timestamptz')
    .addColumn('cancel_at_period_end', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('canceled_at', 'timestamptz')
    .addColumn('state_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute()

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('subscription_id', 'text')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('paid', 'payment_failed')`))
    .addColumn('amount', sql`numeric(12, 2)`, (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute()

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().unique().references('orders.id'))
    .addColumn('provider_refund_id', 'text', (col) => col.unique())
    .addColumn('amount', sql`numeric(12, 2)`, (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('requested', 'succeeded', 'failed')`))
    .addColumn('reason', 'text')
    .addColumn('requested_by', 'text')
    .addColumn('requested_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('refunded_at', 'timestamptz')
    .execute()

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('processed_at', 'timestamptz')
    .execute()

  await db.schema
    .createTable('fulfilment_steps')
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('orders.id'))
    .addColumn('step', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state in ('running', 'done')`))
    .addColumn('claimed_at', 'timestamptz', (col) => col.notNull())
    .addColumn('done_at', 'timestamptz')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('result', 'jsonb')
    .addPrimaryKeyConstraint('fulfilment_steps_pk', ['order_id', 'step'])
    .execute()

  await db.schema
    .createTable('email_jobs')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.references('orders.id'))
    .addColumn('uid', 'text')
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('onboarding_type', 'text', (col) => col.notNull())
    .addColumn('template_key', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text')
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('variables', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('send_at', 'timestamptz', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state in ('pending', 'sending', 'sent', 'cancelled', 'failed')`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancel_reason', 'text')
    .execute()
  await db.schema.createIndex('email_jobs_due').on('email_jobs').columns(['state', 'send_at']).execute()
  await db.schema.createIndex('email_jobs_order').on('email_jobs').column('order_id').execute()

  await db.schema
    .createTable('call_counts')
    .addColumn('uid', 'text', (col) => col.notNull())
    .addColumn('callable', 'text', (col) => col.notNull())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('call_counts_pk', ['uid', 'callable', 'window_start'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['call_counts', 'email_jobs', 'fulfilment_steps', 'webhook_events', 'refunds', 'invoices', 'subscriptions', 'orders', 'checkout_sessions', 'customers', 'ab_assignments', 'visitors']) {
    await db.schema.dropTable(table).execute()
  }
}
