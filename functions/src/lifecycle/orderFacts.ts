import type { CompletionContent } from '../completion/completionContent'
import type { CheckoutSessionRow, Order } from '../db/tables'

/** What the jobs a confirmed order promises are made from (orderEmails.ts and its parts). */
export interface OrderFacts {
  funnel: CompletionContent
  order: Order
  session: CheckoutSessionRow
  recipient: string
  /** The e-mail language (emailLanguage's choice). */
  language: string
  /** The provider's trial end (the first charge), when the subscription is recorded. */
  trialEnd: Date | null
  now: Date
}
