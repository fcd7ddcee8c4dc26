import { useEffect, useEffectEvent, useState } from 'react'
import { checkPaymentStatus, forgetPaymentStatus } from '../payments/paymentFlights'
import { reportPurchaseOnce } from '../payments/paymentEvents'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { ReturnMessage } from './ReturnMessage'
import type { CheckoutCopy } from './checkoutCopy'
import { paymentOutcome, type PaymentOutcome } from './paymentOutcome'

interface Props extends CheckoutCopy {
  sessionId: string
  funnelKey: string
  /** Moves on to the congratulations page (replacing this entry); false when the funnel has none. */
  onPaid: () => boolean
  toOffer: (() => void) | undefined
}

/**
 * The provider's return: asks the server whether the session was paid (the URL never decides),
 * then raises the purchase once and moves on to the congratulations page. The browser only shows
 * the outcome: the server's status check (or the provider's webhook, whichever comes first)
 * records the order and sends the e-mails, so a visitor who closes the tab loses nothing.
 * Anything else is explained (see paymentOutcome for the mapping).
 */
export function PaymentReturn({ sessionId, funnelKey, onPaid, toOffer, strings, t }: Props) {
  const [outcome, setOutcome] = useState<PaymentOutcome | 'checking' | 'paidHere'>('checking')
  const [attempt, setAttempt] = useState(0)

  const settle = useEffectEvent((next: PaymentOutcome) => {
    if (next.kind !== 'paid') return setOutcome(next)
    // Once per session id, however often this page is shown or reloaded.
    reportPurchaseOnce(next.status, funnelKey)
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

  // Every state is a ReturnMessage: React keeps its elements and changes their text only.
  const processing = <ReturnMessage checking title={t(strings.processingPayment)} text={t(strings.processingPaymentHint)} />
  if (outcome === 'checking') return processing
  if (outcome === 'paidHere') return <ReturnMessage checking={false} title={t(strings.checkoutPaid)} />
  switch (outcome.kind) {
    case 'paid':
      return processing
    case 'notCompleted':
      return (
        <ReturnMessage checking={false} title={t(strings.checkoutNotCompletedTitle)} text={t(strings.checkoutNotCompleted)}>
          {toOffer && <PrimaryButton onClick={toOffer}>{t(strings.checkoutBackToOffer)}</PrimaryButton>}
        </ReturnMessage>
      )
    case 'notYours':
      return (
        <ReturnMessage checking={false} title={t(strings.checkoutNotYoursTitle)} text={t(strings.checkoutNotYours)}>
          {toOffer && <PrimaryButton onClick={toOffer}>{t(strings.checkoutBackToOffer)}</PrimaryButton>}
        </ReturnMessage>
      )
    case 'pending':
      return (
        <ReturnMessage checking={false} title={t(strings.checkoutPendingTitle)} text={t(strings.checkoutPending)}>
          {tryAgainButton}
        </ReturnMessage>
      )
    case 'unknown':
      return (
        <ReturnMessage checking={false} title={t(strings.checkoutStatusFailed)} text={t(strings[outcome.messageKey])} alert>
          {tryAgainButton}
          {offerButton}
        </ReturnMessage>
      )
  }
}
