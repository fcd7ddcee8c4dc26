import { useEffect, useEffectEvent, useState } from 'react'
import { timeZone } from '../../platform/visitor/timeZone'
import { PAYMENT_PROVIDER, type CheckoutRequest, type ElementsAnswer } from '../../../../schemas/payments/wire'
import type { PageLanguage } from '../../../../schemas/languages'
import type { PaymentFailure } from '../payments/paymentClient'
import { beginPayment, forgetPayment, type PaymentBegun } from '../payments/paymentFlights'
import { markRedirected, wasRedirected } from '../payments/sessionSteps'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { CheckoutEmailForm } from './CheckoutEmailForm'
import { CheckoutMessage, ProcessingPayment } from './CheckoutMessage'
import type { CheckoutCopy } from './checkoutCopy'
import { successUrlFor, type FreshCheckout } from '../url/checkoutQuery'
import { InlinePayment } from './InlinePayment'

interface Props extends CheckoutCopy {
  checkout: FreshCheckout
  /** The checkout URL's query: one payment session per URL (the single flight's key). */
  search: string
  /** This history entry (the router's location key with the URL): was it already sent to the provider? */
  entryKey: string
  /** The e-mail the visitor gave earlier in the funnel, if the paywall had none. */
  visitorEmail: string | undefined
  onEmail: (email: string) => void
  language: PageLanguage
  /** The e-mails' copy (result and funnel name) the server records with the session, so it can send them without this tab. */
  variables?: { resultName?: string | undefined; funnelName?: string | undefined }
  toOffer: (() => void) | undefined
  assignLocation: (url: string) => void
}

type View = { kind: 'working' } | { kind: 'inline'; elements: ElementsAnswer } | { kind: 'failed'; failure: PaymentFailure } | { kind: 'returned' }

/**
 * The paywall's visit: creates the provider's session once for this URL, raises 'Payment
 * started', then sends the visitor to the provider's page ('checkout') or shows the card form
 * here ('inline'). Without an e-mail from the paywall it asks for one first.
 */
export function PaymentStart({ checkout, search, entryKey, visitorEmail, onEmail, language, variables = {}, toOffer, assignLocation, strings, t }: Props) {
  const [email, setEmail] = useState(() => checkout.email || visitorEmail || '')
  // Back from the provider's page (a reload of this history entry): the visitor left the payment.
  const [view, setView] = useState<View>(() => (wasRedirected(entryKey) ? { kind: 'returned' } : { kind: 'working' }))
  const [attempt, setAttempt] = useState(0)
  const flightKey = `${search}\n${email}`

  const request: CheckoutRequest = {
    provider: PAYMENT_PROVIDER,
    onboardingType: checkout.onboardingType,
    priceOptionId: checkout.priceOption.id,
    countryCode: checkout.countryCode,
    customerEmail: email,
    successUrl: checkout.successUrl,
    ...(checkout.cancelUrl ? { cancelUrl: checkout.cancelUrl } : {}),
    pricingSet: checkout.pricingSet,
    productInfo: checkout.productInfo,
    locale: language,
    // The time zone lets the server send daily e-mails at 09:00 where the buyer lives.
    metadata: { ...checkout.metadata, ...Object.fromEntries(Object.entries({ ...variables, timeZone: timeZone() }).filter(([, value]) => value)) },
  }

  const handle = useEffectEvent((begun: PaymentBegun) => {
    if (!begun.success) return setView({ kind: 'failed', failure: begun })
    if (begun.kind === 'inline') return setView({ kind: 'inline', elements: begun.elements })
    markRedirected(entryKey)
    assignLocation(begun.url)
  })
  const start = useEffectEvent(() => beginPayment({ key: flightKey, checkoutType: checkout.checkoutType, request, price: checkout.priceOption, firebaseUserId: checkout.firebaseUserId }))
  const leave = useEffectEvent(() => toOffer?.())

  useEffect(() => {
    if (!email || wasRedirected(entryKey)) return
    let active = true
    void start().then((begun) => {
      if (active) handle(begun)
    })
    return () => {
      active = false
    }
  }, [flightKey, entryKey, email, attempt])

  useEffect(() => {
    if (view.kind === 'returned') leave()
  }, [view.kind])

  useEffect(() => {
    // The back/forward cache brings the page back as it was ('Processing'): the visitor left the payment.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && wasRedirected(entryKey)) setView({ kind: 'returned' })
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [entryKey])

  if (!email) {
    return (
      <CheckoutEmailForm
        strings={strings}
        t={t}
        onEmail={(given) => {
          onEmail(given)
          setEmail(given)
        }}
      />
    )
  }
  const offerButton = toOffer && (
    <button type="button" className="checkout-secondary" onClick={toOffer}>
      {t(strings.checkoutBackToOffer)}
    </button>
  )
  switch (view.kind) {
    case 'working':
      return <ProcessingPayment strings={strings} t={t} />
    case 'inline':
      return (
        <InlinePayment
          elements={view.elements}
          returnUrl={successUrlFor(checkout.successUrl, view.elements.sessionId)}
          isTrial={(checkout.priceOption.trialDays ?? 0) > 0}
          language={language}
          strings={strings}
          t={t}
        />
      )
    case 'failed':
      return (
        <CheckoutMessage title={t(strings.checkoutStartFailed)} text={t(strings[view.failure.messageKey])} alert>
          <PrimaryButton
            onClick={() => {
              forgetPayment(flightKey)
              setView({ kind: 'working' })
              setAttempt((count) => count + 1)
            }}
          >
            {t(strings.checkoutTryAgain)}
          </PrimaryButton>
          {offerButton}
        </CheckoutMessage>
      )
    case 'returned':
      // On its way back to the offer; a funnel without a paywall explains instead.
      return toOffer ? null : <CheckoutMessage title={t(strings.checkoutNotCompletedTitle)} text={t(strings.checkoutNotCompleted)} />
  }
}
