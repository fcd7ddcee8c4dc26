import { useEffect, useEffectEvent, useState } from 'react'
import type { StatusAnswer } from '../../../../schemas/payments/wire'
import { startCompletionFlow, type CompletionRequest } from '../completion/completionFlow'
import { checkPaymentStatus, forgetPaymentStatus } from '../payments/paymentFlights'
import { reportPurchaseOnce } from '../payments/paymentEvents'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { CheckoutMessage, ProcessingPayment } from './CheckoutMessage'
import type { CheckoutCopy } from './checkoutCopy'
import { paymentOutcome, type PaymentOutcome } from './paymentOutcome'

interface Props extends CheckoutCopy {
  sessionId: string
  funnelKey: string
  /** What the completion e-mails need besides the status: language, variants, names, e-mail. */
  completion: Omit<CompletionRequest, 'sessionId' | 'email'> & { email: string | undefined }
  /** Moves on to the congratulations page (replacing this entry); false when the funnel has none. */
  onPaid: () => boolean
  toOffer: (() => void) | undefined
}

/**
 * The provider's return: asks the server whether the session was paid (the URL never decides),
 * then raises the purchase once, starts the completion e-mails in the background and moves on
 * to the congratulations page. Anything else is explained (see paymentOutcome for the mapping).
 */
export function PaymentReturn({ sessionId, funnelKey, completion, onPaid, toOffer, strings, t }: Props) {
  const [outcome, setOutcome] = useState<PaymentOutcome | 'checking' | 'paidHere'>('checking')
  const [attempt, setAttempt] = useState(0)

  const completePurchase = (status: StatusAnswer) => {
    // Both run once per session id, however often this page is shown or reloaded.
    reportPurchaseOnce(status, funnelKey)
    startCompletionFlow({ ...completion, sessionId, email: status.customerEmail ?? completion.email })
  }
  const settle = useEffectEvent((next: PaymentOutcome) => {
    if (next.kind !== 'paid') return setOutcome(next)
    completePurchase(next.status)
    if (!onPaid()) setOutcome('paidHere')
  })

  useEffect(() => {
    let active = true
    void checkPaymentStatus(sessionId).then((result) => {
      if (active) settle(paymentOutcome(result))
    })
    return () => {
      active = false
    }
  }, [sessionId, attempt])

  const tryAgain = () => {
    forgetPaymentStatus(sessionId)
    setOutcome('checking')
    setAttempt((count) => count + 1)
  }
  const tryAgainButton = <PrimaryButton onClick={tryAgain}>{t(strings.checkoutTryAgain)}</PrimaryButton>
  const offerButton = toOffer && (
    <button type="button" className="checkout-secondary" onClick={toOffer}>
      {t(strings.checkoutBackToOffer)}
    </button>
  )

  if (outcome === 'checking') return <ProcessingPayment strings={strings} t={t} />
  if (outcome === 'paidHere') return <CheckoutMessage title={t(strings.checkoutPaid)} />
  switch (outcome.kind) {
    case 'paid':
      return <ProcessingPayment strings={strings} t={t} />
    case 'notCompleted':
      return (
        <CheckoutMessage title={t(strings.checkoutNotCompletedTitle)} text={t(strings.checkoutNotCompleted)}>
          {toOffer && <PrimaryButton onClick={toOffer}>{t(strings.checkoutBackToOffer)}</PrimaryButton>}
        </CheckoutMessage>
      )
    case 'pending':
      return (
        <CheckoutMessage title={t(strings.checkoutPendingTitle)} text={t(strings.checkoutPending)}>
          {tryAgainButton}
        </CheckoutMessage>
      )
    case 'unknown':
      return (
        <CheckoutMessage title={t(strings.checkoutStatusFailed)} text={t(strings[outcome.messageKey])} alert>
          {tryAgainButton}
          {offerButton}
        </CheckoutMessage>
      )
  }
}
