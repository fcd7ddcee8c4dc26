import { loadStripe } from '@stripe/stripe-js/pure'
import type { Stripe, StripeElements, StripeError, StripePaymentElement } from '@stripe/stripe-js'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { PageLanguage } from '../../../../schemas/languages'
import { PrimaryButton } from '../../ui/PrimaryButton'
import type { CheckoutCopy } from './checkoutCopy'

interface Props extends CheckoutCopy {
  publishableKey: string
  clientSecret: string
  returnUrl: string
  language: PageLanguage
  submitLabel: string
}

/**
 * A trial subscription collects the card for later (a SetupIntent, `seti_…` secret); anything
 * else charges now (a PaymentIntent). Stripe names its secrets after the intent they belong to.
 */
export const isSetupIntentSecret = (clientSecret: string): boolean => clientSecret.startsWith('seti_')

/** The design's accent for Stripe's own form (Stripe takes colours, not CSS variables). */
function accentColour(): string | undefined {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim()
  return value || undefined
}

/**
 * Stripe's Payment Element. Stripe.js loads only here, through the `pure` entry, so neither
 * the landing nor the hosted-checkout path downloads it. On success Stripe sends the window to
 * the return URL (the success URL), where the server's status decides.
 */
export function StripePaymentForm({ publishableKey, clientSecret, returnUrl, language, submitLabel, strings, t }: Props) {
  const mountPoint = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [loadAttempt, setLoadAttempt] = useState(0)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()

  useEffect(() => {
    let active = true
    let element: StripePaymentElement | undefined
    loadStripe(publishableKey)
      .then((stripe) => {
        if (!active || !mountPoint.current) return
        if (!stripe) throw new Error('Stripe.js is not available here')
        const colour = accentColour()
        const elements = stripe.elements({ clientSecret, locale: language, appearance: colour ? { variables: { colorPrimary: colour } } : {} })
        element = elements.create('payment')
        element.mount(mountPoint.current)
        setReady({ stripe, elements })
      })
      .catch((failure: unknown) => {
        console.error('[payments] Stripe.js did not load', failure)
        if (active) setLoadFailed(true)
      })
    return () => {
      active = false
      element?.destroy()
    }
  }, [publishableKey, clientSecret, language, loadAttempt])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!ready || busy) return
    setBusy(true)
    setError(undefined)
    const confirmParams = { return_url: returnUrl }
    const result = isSetupIntentSecret(clientSecret)
      ? await ready.stripe.confirmSetup({ elements: ready.elements, confirmParams })
      : await ready.stripe.confirmPayment({ elements: ready.elements, confirmParams })
    // A successful confirmation leaves the page; still here means Stripe refused it.
    setError(messageFor(result.error))
    setBusy(false)
  }

  // Stripe's card and validation messages are written for the visitor (in their language); other errors are not.
  const messageFor = (failure: StripeError) =>
    (failure.type === 'card_error' || failure.type === 'validation_error') && failure.message ? failure.message : t(strings.genericError)

  if (loadFailed) {
    return (
      <div className="checkout-message">
        <p role="alert">{t(strings.networkError)}</p>
        <PrimaryButton
          onClick={() => {
            setLoadFailed(false)
            setLoadAttempt((count) => count + 1)
          }}
        >
          {t(strings.checkoutTryAgain)}
        </PrimaryButton>
      </div>
    )
  }
  return (
    <form className="checkout-form" onSubmit={(event) => void submit(event)} aria-busy={!ready || busy}>
      {!ready && <p role="status">{t(strings.loading)}</p>}
      <div ref={mountPoint} className="checkout-element" />
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <PrimaryButton type="submit" disabled={!ready || busy}>
        {submitLabel}
      </PrimaryButton>
    </form>
  )
}
