import type { ReactNode } from 'react'

interface Props {
  /** While the payment is checked: the spinner turns and the region says so. */
  checking: boolean
  title: string
  text?: string | undefined
  /** A problem the visitor should hear about at once (screen readers announce it). */
  alert?: boolean
  children?: ReactNode
}

/**
 * Every state of the provider's return in one layout: the same elements whatever the check
 * answers, only their text changes. The page's prerendered HTML shows the first of them ('Processing
 * your payment'); the outcome then fills the same heading and sentence in and its buttons into
 * room kept for them (checkout.css), so nothing on screen moves and the largest paint stays the first.
 */
export function ReturnMessage({ checking, title, text, alert = false, children }: Props) {
  return (
    <section className="page-body checkout-return" aria-live="polite" aria-busy={checking}>
      <span className={checking ? 'checkout-spinner' : 'checkout-spinner checkout-spinner-done'} aria-hidden="true" />
      <h1>{title}</h1>
      <p role={alert ? 'alert' : undefined}>{text}</p>
      <div className="checkout-actions">{children}</div>
    </section>
  )
}
