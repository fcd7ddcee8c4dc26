import type { ReactNode } from 'react'
import type { CheckoutCopy } from './checkoutCopy'

interface Props {
  title: string
  text?: string | undefined
  /** A problem the visitor should hear about at once (screen readers announce it). */
  alert?: boolean
  children?: ReactNode
}

/** A checkout outcome: a heading, one sentence, and the ways on. */
export function CheckoutMessage({ title, text, alert = false, children }: Props) {
  return (
    <section className="page-body checkout-message">
      <h1>{title}</h1>
      {text && <p role={alert ? 'alert' : undefined}>{text}</p>}
      {children && <div className="checkout-actions">{children}</div>}
    </section>
  )
}

/** While the payment is created or checked (spec 8: 'Processing your payment'). */
export function ProcessingPayment({ strings, t }: CheckoutCopy) {
  return (
    <section className="page-body checkout-processing" role="status" aria-live="polite">
      <span className="checkout-spinner" aria-hidden="true" />
      <h1>{t(strings.processingPayment)}</h1>
      <p>{t(strings.processingPaymentHint)}</p>
    </section>
  )
}
