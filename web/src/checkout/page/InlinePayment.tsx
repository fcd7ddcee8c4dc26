import type { ElementsAnswer } from '../../../../schemas/payments/wire'
import type { PageLanguage } from '../../../../schemas/languages'
import type { CheckoutCopy } from './checkoutCopy'
import { SandboxCardFrame } from './SandboxCardFrame'
import { StripePaymentForm } from './StripePaymentForm'

interface Props extends CheckoutCopy {
  elements: ElementsAnswer
  /** The success URL with this subscription's session id: where a confirmed payment returns. */
  returnUrl: string
  isTrial: boolean
  language: PageLanguage
}

/**
 * The inline card form ('inline' checkout type): Stripe's Payment Element with the server's
 * client secret, or, offline, the sandbox provider's card form in a frame. Both end at the
 * success URL, where the server's status decides.
 */
export function InlinePayment({ elements, returnUrl, isTrial, language, strings, t }: Props) {
  return (
    <section className="page-body checkout-inline">
      <h1>{t(strings.checkoutCardPayment)}</h1>
      {elements.mode === 'stripe' ? (
        <StripePaymentForm
          publishableKey={elements.publishableKey}
          clientSecret={elements.clientSecret}
          returnUrl={returnUrl}
          language={language}
          submitLabel={t(isTrial ? strings.checkoutStartTrial : strings.checkoutPay)}
          strings={strings}
          t={t}
        />
      ) : (
        <SandboxCardFrame formUrl={elements.formUrl} title={t(strings.checkoutCardPayment)} />
      )}
    </section>
  )
}
