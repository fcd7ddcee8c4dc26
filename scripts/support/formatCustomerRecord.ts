/**
 * A customer's record as terminal text for support: one block per kind of row, one line per row
 * with the fields support asks about first (status, amounts, trial end, period end, cancel at
 * period end), dates in UTC to the minute.
 */
import type { CustomerRecord } from '../../functions/src/backOffice/customerRecord'

type Row = Record<string, unknown>

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** A value as support reads it: timestamps shortened, absent values as '-'. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-'
  if (typeof value === 'string' && ISO.test(value)) return `${value.slice(0, 16).replace('T', ' ')} UTC`
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

function line(row: Row, fields: readonly string[]): string {
  return `  ${fields.map((field) => `${field}=${shown(row[field])}`).join('  ')}`
}

function section(title: string, rows: readonly Row[], fields: readonly string[]): string[] {
  return [`${title} (${rows.length})`, ...(rows.length === 0 ? ['  none'] : rows.map((row) => line(row, fields)))]
}

export function formatCustomerRecord(record: CustomerRecord): string {
  const customer = record.customer
  return [
    `Customer ${record.email}`,
    customer ? line(customer, ['id', 'uid', 'providerCustomerId', 'createdAt']) : '  no customer row (never paid); sessions and e-mails below',
    ...section('Orders', record.orders, ['id', 'onboardingType', 'kind', 'planId', 'status', 'amount', 'currency', 'transactionId', 'confirmedAt', 'closedAt']),
    ...section('Subscriptions', record.subscriptions, ['id', 'status', 'trialEnd', 'currentPeriodEnd', 'cancelAtPeriodEnd', 'canceledAt', 'orderId']),
    ...section('Invoices', record.invoices, ['id', 'subscriptionId', 'status', 'amount', 'currency', 'createdAt']),
    ...section('Refunds', record.refunds, ['orderId', 'status', 'amount', 'currency', 'providerRefundId', 'requestedAt', 'refundedAt', 'reason']),
    ...section('E-mail jobs', record.emailJobs, ['templateKey', 'purpose', 'state', 'sendAt', 'sentAt', 'attempts', 'cancelReason', 'lastError']),
    ...section('Checkout sessions', record.checkoutSessions, ['id', 'provider', 'account', 'onboardingType', 'planId', 'pricingSet', 'amount', 'currency', 'status', 'uid', 'createdAt', 'completedAt']),
  ].join('\n')
}
