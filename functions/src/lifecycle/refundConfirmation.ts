/**
 * The refund confirmation: the e-mail that tells a visitor their refund is on its way, with the
 * amount and the business days the waiting room promised THEM (5–7 or 3–5: the
 * refundProcessingTime test decides the text they saw). The days are read from that text as the
 * visitor's variants process it, so the e-mail can never promise something the page did not.
 * Transactional.
 */
import { BASE_LANGUAGE } from '../../../schemas/languages'
import { REFUND_PURPOSE, type ScheduledEmail } from '../backOffice/emailJobs'
import type { CompletionContent } from '../completion/completionContent'
import { emailLanguage } from '../completion/emailLanguage'
import type { Order } from '../db/tables'
import { formatPrice, priceLanguageOf } from '../../../web/src/funnel/formatPrice'
import { processPages } from '../../../web/src/funnel/processPages'

/** Where no waiting room promised a time (a refund made by support): the card networks' usual 5–10 business days. */
export const USUAL_REFUND_DAYS = '5–10'

const DAYS = /(\d+)\s*[–-]\s*(\d+)/

/** The "5–7" the visitor's waiting room promised in their language, else USUAL_REFUND_DAYS. */
export function promisedRefundDays(funnel: CompletionContent, variants: Readonly<Record<string, string>>, language: string): string {
  const [room] = processPages(funnel.waitingRooms, variants, {}, funnel.abTests)
  const texts = room?.refundConfirmationText ?? {}
  const text = [texts[language], texts[BASE_LANGUAGE]].find((candidate): candidate is string => typeof candidate === 'string')
  const match = text?.match(DAYS)
  return match ? `${match[1]}–${match[2]}` : USUAL_REFUND_DAYS
}

export interface RefundFacts {
  funnel: CompletionContent
  order: Order
  recipient: string
  refund: { amount: number; currency: string }
  now: Date
}

/** The job, or null when the funnel has no refundConfirmation template. One per order. */
export function refundConfirmationEmail({ funnel, order, recipient, refund, now }: RefundFacts): ScheduledEmail | null {
  if (!funnel.emailTemplates.some((template) => template.key === 'refundConfirmation')) return null
  const language = emailLanguage(order.language ?? BASE_LANGUAGE, funnel.emailLanguages)
  return {
    orderId: order.id,
    uid: order.uid,
    recipient,
    onboardingType: order.onboardingType,
    templateKey: 'refundConfirmation',
    purpose: REFUND_PURPOSE,
    language,
    variables: {
      amount: formatPrice(refund.amount, refund.currency, priceLanguageOf(language)),
      businessDays: promisedRefundDays(funnel, order.variants, language),
    },
    sendAt: now,
    dedupeKey: `refund:${order.id}`,
  }
}
