import { useEffect, useMemo } from 'react'
import { Navigate } from '../../platform/router/Navigate'
import { useLocation, useNavigate } from '../../platform/router/Router'
import type { FunnelContent } from '../../../../schemas/content/schema'
import type { PageLanguage, Translate } from '../../../../schemas/languages'
import type { RenderPage } from '../../content/renderPages'
import type { Answers } from '../../funnel/answers'
import { backOverride, nextRoute, type FunnelPlace } from '../../funnel/navigation'
import { firstPagePainted } from '../../platform/boot/platformBoot'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { CheckoutMessage } from './CheckoutMessage'
import { readCheckoutEntry } from '../url/checkoutQuery'
import { PaymentReturn } from './PaymentReturn'
import { PaymentStart } from './PaymentStart'
import { resultNameOf } from './resultName'
import './checkout.css'

export interface CheckoutPageProps {
  /** `name`: the funnel's name, which the server's e-mails to the buyer use. */
  funnel: { key: string; basePath: string; name: string }
  /** The visitor's processed pages: where the paywall and the congratulations page are. */
  pages: readonly RenderPage[]
  /** The visitor's answers: the scored result the results e-mail names. */
  answers: Answers
  /** The e-mail the visitor gave in the funnel, if any. */
  email: string | undefined
  onEmail: (email: string) => void
  language: PageLanguage
  strings: FunnelContent['uiStrings']
  t: Translate
  /** Leaves the app for the provider's hosted page; tests replace it. */
  assignLocation?: (url: string) => void
}

const leaveForProvider = (url: string) => window.location.assign(url)

/**
 * {base}/checkout (spec 2.3): not a content page. On a white background it starts the payment
 * (the paywall's visit), checks it (the provider's return) or goes back to the paywall (the
 * provider's cancel). A malformed URL says so and leads back to the offer; nothing the visitor
 * answered is lost, since only this URL was wrong.
 */
export default function CheckoutPage({ funnel, pages, answers, email, onEmail, language, strings, t, assignLocation = leaveForProvider }: CheckoutPageProps) {
  const { pathname, search, key: locationKey } = useLocation()
  const navigate = useNavigate()
  // No window when the build prerenders the provider's return (whose entry needs no origin).
  const entry = useMemo(() => readCheckoutEntry(search, typeof window === 'undefined' ? '' : window.location.origin), [search])
  const place: FunnelPlace = { funnelKey: funnel.key, basePath: funnel.basePath, pages }
  const paywall = backOverride(place, pathname)
  const toOffer = paywall ? () => navigate(paywall, { replace: true }) : undefined

  // Checkout is on screen: the visitor platform (and with it the backend calls) may load now,
  // not seconds later as on routes without a page (the provider's return lands here directly).
  useEffect(() => firstPagePainted(), [])
  useEffect(() => {
    if (entry.kind === 'invalid') console.error(`ERROR @Checkout malformed checkout URL (${entry.problem}): ${pathname}${search}`)
  }, [entry, pathname, search])

  const body = () => {
    switch (entry.kind) {
      case 'cancelled':
        // The provider's cancel: back to the offer, as if checkout had never been opened.
        return paywall ? <Navigate to={paywall} replace /> : <CheckoutMessage title={t(strings.checkoutNotCompletedTitle)} text={t(strings.checkoutNotCompleted)} />
      case 'invalid':
        return (
          <CheckoutMessage title={t(strings.errorTitle)} text={t(strings.checkoutInvalidLink)} alert>
            {toOffer && <PrimaryButton onClick={toOffer}>{t(strings.checkoutBackToOffer)}</PrimaryButton>}
          </CheckoutMessage>
        )
      case 'return':
        return (
          <PaymentReturn
            key={entry.sessionId}
            sessionId={entry.sessionId}
            funnelKey={funnel.key}
            onPaid={() => {
              const congrats = nextRoute(place, pathname)
              if (congrats) navigate(congrats, { replace: true })
              return congrats !== null
            }}
            toOffer={toOffer}
            strings={strings}
            t={t}
          />
        )
      case 'fresh':
        return (
          <PaymentStart
            key={`${locationKey}${search}`}
            checkout={entry.checkout}
            search={search}
            entryKey={`${locationKey}${search}`}
            visitorEmail={email}
            onEmail={onEmail}
            language={language}
            variables={{ resultName: resultNameOf(pages, answers, t), funnelName: funnel.name }}
            toOffer={toOffer}
            assignLocation={assignLocation}
            strings={strings}
            t={t}
          />
        )
    }
  }

  return <div className="checkout-page">{body()}</div>
}
