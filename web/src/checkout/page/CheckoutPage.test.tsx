// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { MemoryRouter, useLocation } from '../../platform/router/Router'
import { Route, Routes } from '../../platform/router/Routes'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PriceOption, StatusAnswer } from '../../../../schemas/payments/wire'
import { leadershipPages } from '../../../../seed/funnels/leadership/index'
import { uiStrings } from '../../../../seed/uiStrings'
import { localize } from '../../content/localize'
import { checkoutUrl } from '../url/checkoutUrl'
import { callBackend } from '../../platform/firebase/backend'
import { onEvent, type ProductEvent } from '../../platform/events/events'
import type { RenderPage } from '../../content/renderPages'
import CheckoutPage from './CheckoutPage'

// The boundary: the callable transport (Firebase) and the signed-in user id.
vi.mock('../../platform/firebase/backend', () => ({ callBackend: vi.fn(), visitorUserId: vi.fn(async () => 'uid-1') }))
const backend = vi.mocked(callBackend)

type Language = 'en' | 'pl'
const say = (language: Language) => (value: Parameters<typeof localize<string>>[0]) => localize(value, language) ?? ''
const en = say('en')
const pl = say('pl')
// Seed pages as the app renders them; the test needs only their keys and paths.
const pages = leadershipPages.map((page) => ({ ...page, options: [] })) as unknown as RenderPage[]

const origin = window.location.origin
const priceOption: PriceOption = { id: 'price_monthly', planId: 'leadership-monthly', lookupKey: 'leadership_v1', productId: 'prod_l', amount: 29.99, currency: 'USD', interval: 'month', trialDays: 7 }
const freshRoute = (change: { email?: string; checkoutType?: 'checkout' | 'inline'; priceId?: string } = {}) =>
  checkoutUrl({
    origin,
    basePath: '/leadership',
    onboardingType: 'leadership',
    priceOption: { ...priceOption, id: change.priceId ?? priceOption.id },
    countryCode: 'PL',
    email: change.email ?? 'anna@example.com',
    firebaseUserId: 'uid-1',
    pricingSet: 'default',
    metadata: { checkoutType: change.checkoutType ?? 'checkout', abLabel: 'default' },
    productInfo: null,
  })
const successUrl = `${origin}/leadership/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}`

const paidStatus = (sessionId: string, change: Partial<StatusAnswer> = {}): StatusAnswer => ({
  sessionId,
  status: 'complete',
  paymentStatus: 'paid',
  paid: true,
  mode: 'subscription',
  customerId: 'cus_1',
  customerEmail: 'anna@example.com',
  priceOptionId: 'price_monthly',
  planId: 'leadership-monthly',
  lookupKey: 'leadership_v1',
  productId: 'prod_l',
  amount: 29.99,
  fullPrice: 29.99,
  currency: 'USD',
  interval: 'month',
  transactionId: `sub_${sessionId}`,
  ...change,
})

/** Where the app is now: the page the checkout left for, or checkout itself. */
function Elsewhere() {
  const { pathname } = useLocation()
  return <p data-testid="elsewhere">{pathname}</p>
}

function renderCheckout(route: string, options: { language?: Language; email?: string; assign?: (url: string) => void; onEmail?: (email: string) => void } = {}) {
  const language = options.language ?? 'en'
  const tree = (
    <StrictMode>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route
            path="/leadership/checkout"
            element={
              <CheckoutPage
                funnel={{ key: 'leadership', basePath: '/leadership', name: 'Leadership' }}
                pages={pages}
                answers={{}}
                email={options.email}
                onEmail={options.onEmail ?? (() => undefined)}
                language={language}
                strings={uiStrings}
                t={say(language)}
                assignLocation={options.assign ?? (() => undefined)}
              />
            }
          />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>
  )
  const view = render(tree)
  return { ...view, again: () => view.rerender(tree) }
}

const whereNow = () => screen.findByTestId('elsewhere').then((element) => element.textContent)
const callsOf = (name: string) => backend.mock.calls.filter(([called]) => called === name)
let events: ProductEvent[] = []
let stopListening = () => {}

beforeEach(() => {
  window.sessionStorage.clear()
  backend.mockReset()
  events = []
  stopListening = onEvent((event) => events.push(event))
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
})
afterEach(() => {
  stopListening()
  vi.restoreAllMocks()
})

describe('checkout: the paywall\'s visit', () => {
  it('creates one checkout session (StrictMode, re-render) and sends the visitor to the provider once', async () => {
    backend.mockImplementation(async () => ({ sessionId: 'cs_fresh', url: 'https://pay.example/cs_fresh' }))
    const assign = vi.fn()
    const { again } = renderCheckout(freshRoute(), { assign })
    expect(screen.getByRole('heading', { name: en(uiStrings.processingPayment) })).toBeTruthy()
    expect(screen.getByText(en(uiStrings.processingPaymentHint))).toBeTruthy()
    again()
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_fresh'))
    again()
    expect(assign).toHaveBeenCalledTimes(1)
    expect(callsOf('createPaymentCheckout')).toEqual([
      [
        'createPaymentCheckout',
        {
          provider: 'stripe',
          onboardingType: 'leadership',
          priceOptionId: 'price_monthly',
          countryCode: 'PL',
          customerEmail: 'anna@example.com',
          successUrl,
          cancelUrl: `${origin}/leadership/checkout?payment_cancelled=true`,
          pricingSet: 'default',
          productInfo: null,
          locale: 'en',
          metadata: { checkoutType: 'checkout', abLabel: 'default', resultName: 'Innovative', funnelName: 'Leadership', timeZone: expect.any(String) },
        },
      ],
    ])
    expect(events.filter((event) => event.name === 'Payment started')).toEqual([
      {
        id: 'paymentStarted',
        name: 'Payment started',
        params: {
          fullPrice: 29.99,
          currency: 'USD',
          interval: 'month',
          priceId: 'price_monthly',
          lookupKey: 'leadership_v1',
          productId: 'prod_l',
          email: 'anna@example.com',
          firebaseUserId: 'uid-1',
          items: [{ item_id: 'price_monthly', item_name: 'leadership-monthly', price: 29.99 }],
        },
      },
    ])
  })

  it('goes back to the paywall when the visitor comes back from the provider\'s page to the same entry', async () => {
    backend.mockImplementation(async () => ({ sessionId: 'cs_back', url: 'https://pay.example/cs_back' }))
    const assign = vi.fn()
    const route = freshRoute({ priceId: 'price_back' })
    const first = renderCheckout(route, { assign })
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    first.unmount()
    renderCheckout(route, { assign })
    expect(await whereNow()).toBe('/leadership/offer')
    expect(assign).toHaveBeenCalledTimes(1)
    expect(callsOf('createPaymentCheckout')).toHaveLength(1)
  })

  it('shows the start failure with the mapped message, and Try again creates a new session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    backend.mockImplementationOnce(async () => {
      throw Object.assign(new Error('internal [0]'), { code: 'functions/internal' })
    })
    backend.mockImplementation(async () => ({ sessionId: 'cs_retry', url: 'https://pay.example/cs_retry' }))
    const assign = vi.fn()
    renderCheckout(freshRoute({ priceId: 'price_retry' }), { assign })
    expect(await screen.findByRole('heading', { name: en(uiStrings.checkoutStartFailed) })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(en(uiStrings.networkError))
    await userEvent.click(screen.getByRole('button', { name: en(uiStrings.checkoutTryAgain) }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_retry'))
    expect(callsOf('createPaymentCheckout')).toHaveLength(2)
  })

  it('shows the sandbox card form in a named frame for the inline type, without a hosted session', async () => {
    backend.mockImplementation(async () => ({ mode: 'sandbox', sessionId: 'sb_1', subscriptionId: 'sub_sb_1', clientSecret: 'pi_sb_1_secret', formUrl: 'http://127.0.0.1:5001/sandbox/sb_1?embedded=1' }))
    renderCheckout(freshRoute({ checkoutType: 'inline', priceId: 'price_inline' }))
    const frame = await screen.findByTitle(en(uiStrings.checkoutCardPayment))
    expect(frame.getAttribute('src')).toBe('http://127.0.0.1:5001/sandbox/sb_1?embedded=1')
    expect(callsOf('createPaymentCheckout')).toEqual([])
    expect(callsOf('createElementsSubscription')).toEqual([
      [
        'createElementsSubscription',
        {
          provider: 'stripe',
          onboardingType: 'leadership',
          priceOptionId: 'price_inline',
          countryCode: 'PL',
          customerEmail: 'anna@example.com',
          pricingSet: 'default',
          metadata: { checkoutType: 'inline', abLabel: 'default', resultName: 'Innovative', funnelName: 'Leadership', timeZone: expect.any(String) },
          returnUrl: successUrl,
        },
      ],
    ])
  })

  it('asks for the e-mail when the paywall had none, then pays with it', async () => {
    backend.mockImplementation(async () => ({ sessionId: 'cs_mail', url: 'https://pay.example/cs_mail' }))
    const assign = vi.fn()
    const onEmail = vi.fn()
    renderCheckout(freshRoute({ email: '' }), { assign, onEmail })
    const input = screen.getByLabelText(en(uiStrings.emailLabel))
    await userEvent.click(screen.getByRole('button', { name: en(uiStrings.continue) }))
    expect(screen.getByRole('alert').textContent).toBe(en(uiStrings.emailRequired))
    await userEvent.type(input, 'jan@example.com')
    await userEvent.click(screen.getByRole('button', { name: en(uiStrings.continue) }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_mail'))
    expect(onEmail).toHaveBeenCalledWith('jan@example.com')
    expect(callsOf('createPaymentCheckout')[0]?.[1]).toMatchObject({ customerEmail: 'jan@example.com' })
  })
})

describe('checkout: the provider\'s return', () => {
  const answerStatus = (status: StatusAnswer) =>
    backend.mockImplementation(async (name) => {
      if (name === 'getPaymentStatus') return status
      throw new Error(`unexpected call ${name}`)
    })
  const browserCompletionCalls = () => backend.mock.calls.filter(([name]) => name === 'sendOnboardingEmail' || name === 'scheduleFollowUpEmails')

  it('checks the status, raises the purchase once and moves on to congrats; the e-mails are the server\'s', async () => {
    answerStatus(paidStatus('cs_paid'))
    const route = '/leadership/checkout?payment_return=true&session_id=cs_paid'
    const first = renderCheckout(route, { language: 'pl' })
    expect(screen.getByRole('heading', { name: pl(uiStrings.processingPayment) })).toBeTruthy()
    expect(await whereNow()).toBe('/leadership/congrats')
    expect(callsOf('getPaymentStatus')).toEqual([['getPaymentStatus', { provider: 'stripe', sessionId: 'cs_paid' }]])
    expect(browserCompletionCalls()).toEqual([])
    const purchases = events.filter((event) => event.name === 'Payment completed')
    expect(purchases).toHaveLength(1)
    expect(purchases[0]!.params).toMatchObject({ transaction_id: 'sub_cs_paid', affiliation: 'leadership', amount: 29.99, currency: 'USD', customerId: 'cus_1', tax: 0, shipping: 0 })

    // A reload of the return URL: the server is asked again, nothing is raised twice.
    first.unmount()
    renderCheckout(route)
    expect(await whereNow()).toBe('/leadership/congrats')
    await act(async () => undefined)
    expect(events.filter((event) => event.name === 'Payment completed')).toHaveLength(1)
    expect(browserCompletionCalls()).toEqual([])
  })

  it("says another visitor's session is not theirs: no purchase event, nothing of the session shown, a way back to the offer", async () => {
    backend.mockImplementation(async () => {
      throw Object.assign(new Error('This checkout session belongs to another visitor'), { code: 'functions/permission-denied' })
    })
    renderCheckout('/leadership/checkout?payment_return=true&session_id=cs_someone_else', { language: 'pl' })
    expect(await screen.findByRole('heading', { name: pl(uiStrings.checkoutNotYoursTitle) })).toBeTruthy()
    // textContent, not getByText: its normaliser turns the Polish non-breaking spaces into plain ones.
    expect(document.body.textContent).toContain(pl(uiStrings.checkoutNotYours))
    expect(screen.queryByText(/@|cs_someone_else/)).toBeNull()
    expect(screen.queryByRole('button', { name: pl(uiStrings.checkoutTryAgain) })).toBeNull()
    await act(async () => undefined)
    expect(events).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: pl(uiStrings.checkoutBackToOffer) }))
    expect(await whereNow()).toBe('/leadership/offer')
    expect(events).toEqual([])
  })

  it('raises Trial Completed for a trial', async () => {
    answerStatus(paidStatus('cs_trial', { amount: 0, trialDays: 7 }))
    renderCheckout('/leadership/checkout?payment_return=true&session_id=cs_trial')
    expect(await whereNow()).toBe('/leadership/congrats')
    expect(events.map((event) => event.name).filter((name) => name !== 'Payment started')).toEqual(['Trial Completed'])
  })

  it('explains an unpaid session in the visitor\'s language and leads back to the offer', async () => {
    answerStatus(paidStatus('cs_open', { paid: false, status: 'open', paymentStatus: 'unpaid' }))
    renderCheckout('/leadership/checkout?payment_return=true&session_id=cs_open', { language: 'pl' })
    expect(await screen.findByRole('heading', { name: pl(uiStrings.checkoutNotCompletedTitle) })).toBeTruthy()
    expect(screen.getByText(pl(uiStrings.checkoutNotCompleted))).toBeTruthy()
    expect(events).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: pl(uiStrings.checkoutBackToOffer) }))
    expect(await whereNow()).toBe('/leadership/offer')
  })

  it('never counts payment_return=true alone: a failed check shows the mapped message and Try again asks again', async () => {
    backend.mockImplementationOnce(async () => {
      throw Object.assign(new Error('deadline-exceeded'), { code: 'functions/deadline-exceeded' })
    })
    answerStatus(paidStatus('cs_slow'))
    renderCheckout('/leadership/checkout?payment_return=true&session_id=cs_slow')
    expect(await screen.findByRole('heading', { name: en(uiStrings.checkoutStatusFailed) })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(en(uiStrings.timeoutError))
    expect(screen.getByRole('button', { name: en(uiStrings.checkoutBackToOffer) })).toBeTruthy()
    expect(events).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: en(uiStrings.checkoutTryAgain) }))
    expect(await whereNow()).toBe('/leadership/congrats')
    expect(callsOf('getPaymentStatus')).toHaveLength(2)
  })
})

describe('checkout: cancel and malformed URLs', () => {
  it('goes back to the paywall when the visitor cancelled at the provider', async () => {
    renderCheckout('/leadership/checkout?payment_cancelled=true&tier=gold')
    expect(await whereNow()).toBe('/leadership/offer')
    expect(backend).not.toHaveBeenCalled()
  })

  it.each([
    ['priceOption is not JSON', () => freshRoute().replace(/priceOption=[^&]+/, 'priceOption=%7Bbroken')],
    ['onboardingType is missing', () => freshRoute().replace(/onboardingType=[^&]+&/, '')],
    ['the return has no session id', () => '/leadership/checkout?payment_return=true'],
  ])('says the link is broken when %s, and leads back to the offer', async (_, route) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderCheckout(route())
    expect(screen.getByRole('heading', { name: en(uiStrings.errorTitle) })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(en(uiStrings.checkoutInvalidLink))
    expect(backend).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: en(uiStrings.checkoutBackToOffer) }))
    expect(await whereNow()).toBe('/leadership/offer')
  })
})
