import type { ReactNode } from 'react'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { CheckoutMessage } from '../page/CheckoutMessage'
import type { CheckoutCopy } from '../page/checkoutCopy'
import { EntitlementContext } from './entitledOrder'
import { useEntitlement } from './useEntitlement'
import '../page/checkout.css'

interface Props extends CheckoutCopy {
  /** The funnel whose purchase this page belongs to. */
  onboardingType: string
  /** The funnel's paywall, where a visitor without a purchase is led. */
  paywallRoute: string
  onNavigate: (to: string) => void
  /** What the app shows while something loads. */
  loading: ReactNode
  /** The purchase content: shown only to an entitled visitor. */
  children: ReactNode
}

/**
 * The one place purchase pages (congratulations, the account, the waiting room) are decided: the
 * server's getEntitlement says whether this visitor has a confirmed order or trial. Until it
 * answers, the app's loading state; without a purchase, a neutral page that leads to the paywall
 * and says nothing of a plan; a failed check says so and can be tried again. Never the content.
 */
export default function PurchaseGate({ onboardingType, paywallRoute, onNavigate, loading, strings, t, children }: Props) {
  const { state, retry } = useEntitlement(onboardingType)
  const toOffer = <PrimaryButton onClick={() => onNavigate(paywallRoute)}>{t(strings.checkoutBackToOffer)}</PrimaryButton>

  switch (state.kind) {
    case 'checking':
      return loading
    case 'entitled':
      return <EntitlementContext value={state.answer}>{children}</EntitlementContext>
    case 'notEntitled':
      return (
        <CheckoutMessage title={t(strings.purchaseRequiredTitle)} text={t(strings.purchaseRequired)}>
          {toOffer}
        </CheckoutMessage>
      )
    case 'failed':
      return (
        <CheckoutMessage title={t(strings.purchaseCheckFailed)} text={t(strings[state.messageKey])} alert>
          <PrimaryButton onClick={retry}>{t(strings.checkoutTryAgain)}</PrimaryButton>
          <button type="button" className="checkout-secondary" onClick={() => onNavigate(paywallRoute)}>
            {t(strings.checkoutBackToOffer)}
          </button>
        </CheckoutMessage>
      )
  }
}
