// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { uiStrings } from '../../../../seed/uiStrings'
import { localize } from '../../content/localize'
import { StripePaymentForm } from './StripePaymentForm'

// The boundary: Stripe.js itself (the script it would fetch and Stripe's iframes).
const stripe = vi.hoisted(() => {
  const element = { mount: vi.fn(), destroy: vi.fn() }
  const elements = { create: vi.fn(() => element) }
  const instance = { elements: vi.fn(() => elements), confirmPayment: vi.fn(), confirmSetup: vi.fn() }
  return { element, elements, instance, loadStripe: vi.fn() }
})
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }))

const t = (value: Parameters<typeof localize<string>>[0]) => localize(value, 'pl') ?? ''
const returnUrl = 'https://quiz.example/leadership/checkout?payment_return=true&session_id=cs_inline'

function renderForm(clientSecret: string) {
  return render(
    <StrictMode>
      <StripePaymentForm publishableKey="pk_test_123" clientSecret={clientSecret} returnUrl={returnUrl} language="pl" submitLabel="Zapłać teraz" strings={uiStrings} t={t} />
    </StrictMode>,
  )
}

beforeEach(() => {
  vi.clearAllMocks()
  stripe.loadStripe.mockResolvedValue(stripe.instance)
  stripe.instance.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Twoja karta została odrzucona.' } })
  stripe.instance.confirmSetup.mockResolvedValue({ error: { type: 'api_error', message: 'Internal details' } })
})

describe('StripePaymentForm', () => {
  it('loads Stripe with the publishable key and mounts one Payment Element with the client secret and language', async () => {
    renderForm('pi_123_secret_abc')
    const pay = screen.getByRole('button', { name: 'Zapłać teraz' }) as HTMLButtonElement
    expect(pay.disabled).toBe(true)
    await waitFor(() => expect(pay.disabled).toBe(false))
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123')
    expect(stripe.instance.elements).toHaveBeenLastCalledWith(expect.objectContaining({ clientSecret: 'pi_123_secret_abc', locale: 'pl' }))
    expect(stripe.elements.create).toHaveBeenLastCalledWith('payment')
    expect(stripe.element.mount).toHaveBeenLastCalledWith(expect.any(HTMLDivElement))
    // StrictMode's first mount was cleaned up before Stripe answered: one element is mounted.
    expect(stripe.element.mount.mock.calls.length - stripe.element.destroy.mock.calls.length).toBe(1)
  })

  it('confirms a payment with the success URL as return_url and shows Stripe\'s card message when refused', async () => {
    renderForm('pi_123_secret_abc')
    const pay = screen.getByRole('button', { name: 'Zapłać teraz' }) as HTMLButtonElement
    await waitFor(() => expect(pay.disabled).toBe(false))
    await userEvent.click(pay)
    expect(stripe.instance.confirmPayment).toHaveBeenCalledWith({ elements: stripe.elements, confirmParams: { return_url: returnUrl } })
    expect(stripe.instance.confirmSetup).not.toHaveBeenCalled()
    expect((await screen.findByRole('alert')).textContent).toBe('Twoja karta została odrzucona.')
  })

  it('confirms a trial\'s setup intent with confirmSetup, and shows the generic message for non-card errors', async () => {
    renderForm('seti_456_secret_def')
    const pay = screen.getByRole('button', { name: 'Zapłać teraz' }) as HTMLButtonElement
    await waitFor(() => expect(pay.disabled).toBe(false))
    await userEvent.click(pay)
    expect(stripe.instance.confirmSetup).toHaveBeenCalledWith({ elements: stripe.elements, confirmParams: { return_url: returnUrl } })
    expect(stripe.instance.confirmPayment).not.toHaveBeenCalled()
    expect((await screen.findByRole('alert')).textContent).toBe(t(uiStrings.genericError))
  })

  it('says so when Stripe.js cannot load, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    stripe.loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js')).mockRejectedValueOnce(new Error('Failed to load Stripe.js'))
    renderForm('pi_789_secret_ghi')
    expect((await screen.findByRole('alert')).textContent).toBe(t(uiStrings.networkError))
    await userEvent.click(screen.getByRole('button', { name: t(uiStrings.checkoutTryAgain) }))
    await waitFor(() => expect(stripe.element.mount).toHaveBeenCalled())
  })
})
