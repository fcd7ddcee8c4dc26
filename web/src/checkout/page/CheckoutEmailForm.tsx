import { EmailForm } from '../../ui/EmailForm'
import type { CheckoutCopy } from './checkoutCopy'

/**
 * The paywall can send a visitor without an e-mail (a deep link past the e-mail page); the
 * provider needs one for the receipt and the completion e-mails, so checkout asks for it here,
 * with the e-mail page's messages.
 */
export function CheckoutEmailForm({ strings, t, onEmail }: CheckoutCopy & { onEmail: (email: string) => void }) {
  return (
    <section className="page-body checkout-email">
      <h1>{t(strings.checkoutEmailIntro)}</h1>
      <EmailForm strings={strings} t={t} buttonText={t(strings.continue)} onEmail={onEmail} />
    </section>
  )
}
