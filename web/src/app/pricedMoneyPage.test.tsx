// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { priceList, toPriceOption } from '../../../functions/src/payments/catalogue'
import type { PricingAnswer } from '../../../schemas/payments/wire'
import { leadershipPages } from '../../../seed/funnels/leadership'
import { leadershipAbTests } from '../../../seed/funnels/leadership/tests'
import { processFunnel } from '../../../seed/kit/processTestKit'
import { uiStrings } from '../../../seed/uiStrings'
import type { Variants } from '../funnel/answers'
import { pricesQuotedBy, type PaywallOf } from '../funnel/pricedCopy'
import EndPage from '../templates/endPage/Template'
import { seedPage } from '../templates/templateTestKit'
import { templateTestProps } from '../templates/templateTestProps'
import '../ui/domTestSupport'
import { getPricing } from '../checkout/pricing/getPricing'
import PricedCopy from '../checkout/pricing/PricedCopy'

vi.mock('../checkout/pricing/getPricing', () => ({ getPricing: vi.fn(), cachedPricing: vi.fn() }))
const pricing = vi.mocked(getPricing)

/** What the server's catalogue answers for leadership in this pricing set and country. */
function serverAnswer(pricingSet: string, countryCode: string): PricingAnswer {
  const list = priceList({ onboardingType: 'leadership', countryCode, pricingSet, metadata: {} })
  return { ...list.answer, options: list.options.map(toPriceOption) }
}

/** The visitor's walk with the money page's price copy (pricingVersion v1) and the given pricing set. */
function walk(pricingSetKey: string) {
  const variants: Variants = { pricingVersionKey: 'v1', pricingSetKey }
  const pages = processFunnel(leadershipPages, leadershipAbTests, variants).map((page) => ({ ...page, options: [] }))
  const index = pages.findIndex((page) => page.key === 'money')
  return { pages, index, money: seedPage(pages, 'money', 'endPage') }
}

function renderMoneyPage(pricingSetKey: string, language: 'en' | 'pl') {
  const { pages, index, money } = walk(pricingSetKey)
  const paywall = pricesQuotedBy(pages, index) as PaywallOf<(typeof pages)[number]>
  const props = templateTestProps(money, uiStrings, language)
  return render(
    <PricedCopy paywall={paywall} funnelKey="leadership" language={language} t={props.t}>
      {(t) => <EndPage {...props} t={t} />}
    </PricedCopy>,
  )
}

beforeEach(() => {
  pricing.mockReset()
  window.localStorage.clear()
})

describe("the money page quotes the server's prices, never typed ones", () => {
  it('quotes the paywall it leads to, in the pricing set the visitor was assigned', () => {
    const { pages, index } = walk('second')
    expect(pricesQuotedBy(pages, index)).toMatchObject({ key: 'offer', pricingSet: 'second' })
    const offerIndex = pages.findIndex((page) => page.key === 'offer')
    expect(pricesQuotedBy(pages, offerIndex)).toBeUndefined()
    expect(pricesQuotedBy(pages, 0)).toBeUndefined()
  })

  it('shows the second set its own yearly price, per week and saving, in dollars', async () => {
    pricing.mockResolvedValue(serverAnswer('second', 'US'))
    renderMoneyPage('second', 'en')
    expect(await screen.findByRole('heading', { name: 'About $0.96 a week for your whole program' })).toBeTruthy()
    expect(screen.getByText(/^The yearly plan costs \$49\.99, 68% less than twelve months of the monthly plan: about \$0\.96 a week/)).toBeTruthy()
    expect(pricing).toHaveBeenCalledWith(expect.objectContaining({ onboardingType: 'leadership', pricingSet: 'second' }))
  })

  it('shows a visitor in Poland the zloty price the paywall charges, written the Polish way', async () => {
    pricing.mockResolvedValue(serverAnswer('default', 'PL'))
    renderMoneyPage('default', 'pl')
    expect(await screen.findByRole('heading', { name: 'Około 4,42 zł tygodniowo za cały program' })).toBeTruthy()
    expect(screen.getByText(/^Plan roczny kosztuje 229,99 zł, o 68% mniej/)).toBeTruthy()
  })

  it('reads -- for each price until the server answers, and never a stale number', () => {
    pricing.mockReturnValue(new Promise(() => {}))
    renderMoneyPage('default', 'en')
    expect(screen.getByRole('heading', { name: 'About -- a week for your whole program' })).toBeTruthy()
  })
})
