// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { paywallPage as demoPaywall } from '../../../../seed/funnels/demo/offerPaywall'
import { leadershipPages } from '../../../../seed/funnels/leadership/index'
import { leadershipAbTests } from '../../../../seed/funnels/leadership/tests'
import { parentingexpPages } from '../../../../seed/funnels/parentingexp/index'
import { parentingexpAbTests } from '../../../../seed/funnels/parentingexp/tests'
import { screendetoxAbTests, screendetoxPages } from '../../../../seed/funnels/screendetox/index'
import { processFunnel } from '../../../../seed/kit/processTestKit'
import { uiStrings } from '../../../../seed/uiStrings'
import type { PageOf } from '../../../../schemas/page/schema'
import { readCheckoutEntry } from '../../checkout/url/checkoutQuery'
import type { Variants } from '../../funnel/answers'
import { visitorUserId } from '../../platform/firebase/backend'
import { onEvent, type ProductEvent } from '../../platform/events/events'
import { cachedPricing, getPricing } from '../../checkout/pricing/getPricing'
import type { TemplateProps } from '../TemplateProps'
import { seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import '../../ui/domTestSupport'
import Paywall from './Template'
import { catalogueAnswer } from '../../checkout/pricing/paywallPricesTestKit'

vi.mock('../../checkout/pricing/getPricing', () => ({ getPricing: vi.fn(), cachedPricing: vi.fn() }))
vi.mock('../../platform/firebase/backend', () => ({ visitorUserId: vi.fn(), callBackend: vi.fn() }))
const pricing = vi.mocked(getPricing)

let events: ProductEvent[] = []
let stopListening = () => {}
beforeEach(() => {
  pricing.mockReset()
  vi.mocked(cachedPricing).mockReset()
  // The server's answer for what the page asks: the visitor is in Poland (?country=PL).
  pricing.mockImplementation(async (lookup) =>
    catalogueAnswer({ onboardingType: lookup.onboardingType, countryCode: lookup.countryCode, pricingSet: lookup.pricingSet, discountPercent: discountOf(lookup.metadata) }, currentPlans),
  )
  vi.mocked(visitorUserId).mockReset().mockResolvedValue('uid-1')
  window.localStorage.clear()
  window.history.replaceState(null, '', '/?country=PL')
  events = []
  stopListening = onEvent((event) => events.push(event))
  vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => {
  stopListening()
  vi.restoreAllMocks()
})

let currentPlans: PageOf<'paywall'>['paywall'] extends infer P ? (P extends { plans: infer L } ? L : never) : never = []

const discountOf = (metadata: Record<string, unknown> | undefined) => (typeof metadata?.discountPercent === 'number' ? metadata.discountPercent : undefined)

/** Renders a paywall page with the catalogue's prices, recording where it navigates. */
function show(page: PageOf<'paywall'>, funnel: TemplateProps['funnel'], overrides: Partial<TemplateProps<'paywall'>> = {}) {
  currentPlans = page.paywall!.plans
  const navigations: string[] = []
  render(<Paywall {...templateTestProps(page, uiStrings, 'en', { funnel, email: 'anna@example.com', onNavigate: (to) => navigations.push(to), ...overrides })} />)
  return navigations
}
/** The demo's monthly plan in Poland: 39.99 zł. */
const ready = () => screen.findByText('39.99 zł', { exact: false })
/** What the checkout page reads from the route the paywall navigated to. */
function query(route: string) {
  const entry = readCheckoutEntry(route.slice(route.indexOf('?')), window.location.origin)
  if (entry.kind !== 'fresh') throw new Error(`not a fresh checkout: ${JSON.stringify(entry)}`)
  return entry.checkout
}
const pageOf = (pages: Parameters<typeof processFunnel>[0], tests: Parameters<typeof processFunnel>[1], key: string, variants: Variants) => seedPage(processFunnel(pages, tests, variants), key, 'paywall')

describe('the pay button starts checkout', () => {
  it('builds the checkout route once on a double click, with every spec 2.3 parameter', async () => {
    let userId: (id: string) => void = () => {}
    vi.mocked(visitorUserId).mockReturnValueOnce(new Promise((resolve) => (userId = resolve)))
    const page = seedPage([demoPaywall], 'paywall', 'paywall')
    const navigations = show(page, { key: 'demo', basePath: '/demo' })
    await ready()
    const button = screen.getByRole('button', { name: page.buttonText!.en })
    await userEvent.dblClick(button)
    // Still waiting for the user id: the button is busy and disabled, nothing navigated yet.
    expect((button as HTMLButtonElement).disabled).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    await userEvent.click(button)
    userId('uid-42')
    await vi.waitFor(() => expect(navigations).toHaveLength(1))
    expect(visitorUserId).toHaveBeenCalledTimes(1)
    const route = navigations[0]!
    expect(route.startsWith('/demo/checkout?')).toBe(true)
    expect(query(route)).toMatchObject({
      onboardingType: 'demo',
      priceOption: catalogueAnswer({ onboardingType: 'demo', countryCode: 'PL' }, page.paywall!.plans).options.find((option) => option.planId === 'demo-monthly'),
      countryCode: 'PL',
      email: 'anna@example.com',
      firebaseUserId: 'uid-42',
      pricingSet: 'default',
      metadata: { abLabel: 'default', checkoutType: 'checkout' },
      productInfo: null,
    })
    const params = new URLSearchParams(route.slice(route.indexOf('?')))
    expect(params.get('successUrl')).toBe(`${window.location.origin}/demo/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}`)
    expect(params.get('cancelUrl')).toBe(`${window.location.origin}/demo/checkout?payment_cancelled=true`)
  })

  it('pays for the plan the visitor chose', async () => {
    const page = seedPage([demoPaywall], 'paywall', 'paywall')
    const navigations = show(page, { key: 'demo', basePath: '/demo' })
    await ready()
    await userEvent.click(document.querySelector<HTMLElement>('[data-plan="demo-yearly"]')!)
    await userEvent.click(screen.getByRole('button', { name: page.buttonText!.en }))
    await vi.waitFor(() => expect(navigations).toHaveLength(1))
    expect(query(navigations[0]!).priceOption.planId).toBe('demo-yearly')
  })

  it('goes on with an empty e-mail when the visitor gave none (checkout asks for it)', async () => {
    const page = seedPage([demoPaywall], 'paywall', 'paywall')
    const navigations = show(page, { key: 'demo', basePath: '/demo' }, { email: undefined })
    await ready()
    await userEvent.click(screen.getByRole('button', { name: page.buttonText!.en }))
    await vi.waitFor(() => expect(navigations).toHaveLength(1))
    expect(query(navigations[0]!).email).toBe('')
  })

  it.each([
    ['default', 'checkout'],
    ['second', 'inline'],
  ])("leadership's pricingSet %s and payWallCheckoutType %s reach the prices and checkout", async (set, type) => {
    const page = pageOf(leadershipPages, leadershipAbTests, 'offer', { pricingSetKey: set, payWallCheckoutTypeKey: type })
    const navigations = show(page, { key: 'leadership', basePath: '/leadership' })
    await screen.findAllByText(set === 'second' ? '49.99 zł' : '59.99 zł', { exact: false })
    expect(pricing).toHaveBeenCalledWith({ onboardingType: 'leadership', countryCode: 'PL', pricingSet: set, metadata: { abLabel: set } })
    await userEvent.click(screen.getByRole('button', { name: page.buttonText!.en }))
    await vi.waitFor(() => expect(navigations).toHaveLength(1))
    expect(query(navigations[0]!)).toMatchObject({ pricingSet: set, metadata: { abLabel: set, checkoutType: type } })
  })

  it("parentingexp sends its product format as productInfo with the prices and checkout", async () => {
    const page = pageOf(parentingexpPages, parentingexpAbTests, 'offer', { productFormatKey: 'videoCourse', pricingSetKey: 'low' })
    const navigations = show(page, { key: 'parentingexp', basePath: '/parentingexp' })
    await screen.findAllByText('67 zł', { exact: false })
    expect(pricing).toHaveBeenCalledWith({
      onboardingType: 'parentingexp',
      countryCode: 'PL',
      pricingSet: 'low',
      metadata: { abLabel: 'low:videoCourse' },
      productInfo: { format: 'videoCourse' },
    })
    await userEvent.click(screen.getByRole('button', { name: page.buttonText!.en }))
    await vi.waitFor(() => expect(navigations).toHaveLength(1))
    expect(query(navigations[0]!)).toMatchObject({ pricingSet: 'low', productInfo: { format: 'videoCourse' }, priceOption: { planId: 'videoCourse' } })
  })
})

describe('screen-detox packages', () => {
  const packages = () => pageOf(screendetoxPages, screendetoxAbTests, 'complete-package-selection', {})
  const selected = () => events.filter((event) => event.name === 'Package selected')

  it("choosing a package raises 'Package selected' with its id, name, prices and checkout URL (GOLD was never sold dearer: its original price is its price)", async () => {
    const page = packages()
    show(page, { key: 'screendetox', basePath: '/screendetox' })
    await screen.findAllByText('297 zł', { exact: false })
    await userEvent.click(document.querySelector<HTMLElement>('[data-plan="gold"]')!)
    await vi.waitFor(() => expect(selected()).toHaveLength(1))
    const { externalUrl, ...params } = selected()[0]!.params as Record<string, unknown>
    expect(params).toEqual({ packageId: 'gold', packageName: 'GOLD', packagePrice: 297, originalPrice: 297 })
    expect(typeof externalUrl).toBe('string')
    const url = new URL(externalUrl as string)
    expect(url.pathname).toBe('/screendetox/checkout')
    expect(query(url.search)).toMatchObject({ onboardingType: 'screendetox', priceOption: { planId: 'gold', amount: 297, currency: 'PLN' }, metadata: { tier: 'gold' } })
  })

  it('paying for the preselected package reports it once and sends its id as the tier', async () => {
    const page = packages()
    const navigations = show(page, { key: 'screendetox', basePath: '/screendetox' })
    await screen.findAllByText('297 zł', { exact: false })
    await userEvent.click(screen.getByRole('button', { name: page.buttonText!.en }))
    await vi.waitFor(() => expect(navigations).toHaveLength(1))
    expect(selected().map((event) => (event.params as { packageId: string }).packageId)).toEqual(['silver'])
    const params = new URLSearchParams(navigations[0]!.slice(navigations[0]!.indexOf('?')))
    expect(query(navigations[0]!).metadata).toEqual({ abLabel: 'default', checkoutType: 'checkout', tier: 'silver' })
    expect(params.get('successUrl')).toMatch(/&tier=silver$/)
  })
})
