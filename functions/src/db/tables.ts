/**
 * The system of record's tables as Kysely sees them (camelCase here, snake_case in PostgreSQL via
 * CamelCasePlugin). migrations/ creates them; this file must follow every migration.
 * Money is numeric(12,2) in major units, read back as a string by `pg` and turned into a number
 * at the edge (rows.ts), so no float ever rounds a price on its way in.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>
type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type Money = ColumnType<string, number | string, number | string>
type Json<T> = ColumnType<T, string, string>

/** Every signed-in (anonymous or not) visitor the server has heard from. */
export interface VisitorsTable {
  uid: string
  firstSeenAt: CreatedAt
  lastSeenAt: Timestamp
  country: string | null
  language: string | null
  /** Lower-cased: the last address this visitor gave ('Email provided'); 002_visitorEmail. */
  email: string | null
  emailAt: Timestamp | null
  /** The latest consent choice ('Consent changed'); all null until the visitor chose. 007_consent. */
  consentAnalytics: boolean | null
  consentMarketing: boolean | null
  consentVersion: string | null
  /** When the server heard the choice. */
  consentAt: Timestamp | null
}

/** Where an assignment came from: the browser's exposure event, a draw on the server, or a tester's switch (test mode only). */
export type AssignmentSource = 'exposure' | 'server' | 'tester'

/** The visitor's A/B variant per funnel and test key; the first one recorded stays (testers excepted in test mode). */
export interface AbAssignmentsTable {
  uid: string
  /** The funnel the test belongs to (test keys repeat across funnels); 002_visitorEmail. */
  onboardingType: string
  testKey: string
  variant: string
  source: AssignmentSource
  assignedAt: CreatedAt
}

export interface CustomersTable {
  id: Generated<string>
  /** Lower-cased; one customer per address. */
  email: string
  /** The auth uid that first paid with this address. */
  uid: string | null
  providerCustomerId: string | null
  createdAt: CreatedAt
}

export type CheckoutSessionStatus = 'open' | 'complete' | 'expired' | 'failed'

/** Every checkout the server created, with what the server decided it costs. */
export interface CheckoutSessionsTable {
  /** The provider's id (cs_…, sub_…, pi_…, or the sandbox's). */
  id: string
  provider: 'stripe' | 'sandbox'
  account: string
  /** The auth uid that created it: the only caller its status and personal data are shown to. */
  uid: string | null
  onboardingType: string
  priceOptionId: string
  planId: string
  pricingSet: string
  discountPercent: number | null
  currency: string
  amount: Money
  interval: 'month' | 'year' | 'once'
  trialDays: number | null
  mode: 'subscription' | 'payment'
  email: string
  language: string | null
  variants: Json<Record<string, string>>
  /** The e-mails' placeholder values the visitor's quiz gave (resultName, funnelName): copy, never money. */
  variables: Json<Record<string, string>>
  /** uid + option + pricing: two concurrent calls for the same purchase create one session. */
  idempotencyKey: string | null
  /** The buyer's IANA time zone from the browser (daily e-mails at 09:00 their time); 005_lifecycle. */
  timeZone: string | null
  status: CheckoutSessionStatus
  createdAt: CreatedAt
  completedAt: Timestamp | null
}

export type OrderKind = 'trial' | 'subscription' | 'one_time'
export type OrderStatus = 'confirmed' | 'refunded' | 'cancelled'

/** A confirmed purchase or trial: one per checkout session. */
export interface OrdersTable {
  id: Generated<string>
  checkoutSessionId: string
  customerId: string
  uid: string | null
  onboardingType: string
  kind: OrderKind
  planId: string
  priceOptionId: string
  /** Charged at confirmation (0 for a trial). */
  amount: Money
  currency: string
  /** The provider's payment intent or subscription id. */
  transactionId: string | null
  status: OrderStatus
  language: string | null
  variants: Json<Record<string, string>>
  confirmedAt: CreatedAt
  closedAt: Timestamp | null
}

export interface SubscriptionsTable {
  /** The provider's subscription id. */
  id: string
  orderId: string | null
  checkoutSessionId: string | null
  status: string
  trialEnd: Timestamp | null
  currentPeriodEnd: Timestamp | null
  cancelAtPeriodEnd: Generated<boolean>
  canceledAt: Timestamp | null
  /** The provider event time of the state stored here: an older event never overwrites a newer one. */
  stateAt: Timestamp
  updatedAt: Timestamp
}

export interface InvoicesTable {
  id: string
  subscriptionId: string | null
  status: 'paid' | 'payment_failed'
  amount: Money
  currency: string
  createdAt: CreatedAt
}

export type RefundStatus = 'requested' | 'succeeded' | 'failed'

export interface RefundsTable {
  id: Generated<string>
  orderId: string
  providerRefundId: string | null
  amount: Money
  currency: string
  status: RefundStatus
  reason: string | null
  requestedBy: string | null
  requestedAt: CreatedAt
  refundedAt: Timestamp | null
}

/** Provider events already handled: an event id seen twice is answered and not processed again. */
export interface WebhookEventsTable {
  id: string
  type: string
  account: string
  receivedAt: CreatedAt
  processedAt: Timestamp | null
}

/** One row per fulfilment step of an order: claimed once, so no e-mail or enrolment happens twice. */
export interface FulfilmentStepsTable {
  orderId: string
  step: string
  state: 'running' | 'done'
  claimedAt: Timestamp
  doneAt: Timestamp | null
  attempts: Generated<number>
  result: Json<Record<string, unknown>> | null
}

export type EmailJobState = 'pending' | 'sending' | 'sent' | 'cancelled' | 'failed'

/** An e-mail to send at a time: the durable schedule the mail worker reads. */
export interface EmailJobsTable {
  id: Generated<string>
  orderId: string | null
  uid: string | null
  recipient: string
  onboardingType: string
  templateKey: string
  purpose: string | null
  language: string
  variables: Json<Record<string, string>>
  sendAt: Timestamp
  state: EmailJobState
  attempts: Generated<number>
  lastError: string | null
  createdAt: CreatedAt
  sentAt: Timestamp | null
  cancelledAt: Timestamp | null
  cancelReason: string | null
  /** When a worker last claimed it (state 'sending'); a claim older than the lease is a crashed worker's. 003_emailWorker. */
  claimedAt: Timestamp | null
  /** The mail provider's id of the sent message; 003_emailWorker. */
  messageId: string | null
  /** One job per promise ('results:<funnel>:<address>', 'refund:<order>', ...): a second ask inserts nothing; 005_lifecycle. */
  dedupeKey: string | null
}

/** A buyer who chose to wait in a waiting room: the launch notice is queued once the content says launched; 005_lifecycle. */
export interface LaunchWaitsTable {
  orderId: string
  uid: string
  onboardingType: string
  chosenAt: CreatedAt
  notifiedAt: Timestamp | null
}

/** An address that asked for no further marketing e-mail (one-click unsubscribe); 004_unsubscribe. */
export interface EmailSuppressionsTable {
  /** Lower-cased. */
  email: string
  /** Why: 'unsubscribed' (the link or the mail client's one-click button). */
  reason: string
  createdAt: CreatedAt
}

/** Calls per visitor, callable and window: how often one visitor may ask. */
export interface CallCountsTable {
  uid: string
  callable: string
  windowStart: Timestamp
  count: number
}

export interface Database {
  visitors: VisitorsTable
  abAssignments: AbAssignmentsTable
  customers: CustomersTable
  checkoutSessions: CheckoutSessionsTable
  orders: OrdersTable
  subscriptions: SubscriptionsTable
  invoices: InvoicesTable
  refunds: RefundsTable
  webhookEvents: WebhookEventsTable
  fulfilmentSteps: FulfilmentStepsTable
  emailJobs: EmailJobsTable
  emailSuppressions: EmailSuppressionsTable
  launchWaits: LaunchWaitsTable
  callCounts: CallCountsTable
}

export type Order = Selectable<OrdersTable>
export type NewOrder = Insertable<OrdersTable>
export type CheckoutSessionRow = Selectable<CheckoutSessionsTable>
export type NewCheckoutSession = Insertable<CheckoutSessionsTable>
export type SubscriptionRow = Selectable<SubscriptionsTable>
export type SubscriptionUpdate = Updateable<SubscriptionsTable>
export type EmailJob = Selectable<EmailJobsTable>
