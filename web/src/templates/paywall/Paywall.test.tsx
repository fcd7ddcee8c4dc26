import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PageDocument } from '../../../../schemas/page/schema'
import { offerPages } from '../../../../seed/funnels/demo/offer'
import { uiStrings } from '../../../../seed/uiStrings'
import { hostElements } from '../templateTestKit'
import type { TemplateProps } from '../TemplateProps'
import { templateTestProps } from '../templateTestProps'
import Paywall from './Paywall'

/** Props for a demo page from the seed (checked against the page schema), optionally changed. */
function props(key: string, language: 'en' | 'pl' = 'en', change: Partial<PageDocument> = {}): TemplateProps {
  return templateTestProps({ ...offerPages.find((candidate) => candidate.key === key)!, ...change }, uiStrings, language)
}

const paywallOf = (key = 'paywall') => {
  const paywall = offerPages.find((page) => page.key === key)?.paywall
  if (!paywall) throw new Error('the demo paywall has no plans')
  return paywall
}

describe('Paywall', () => {
  it('offers the yearly and monthly plans as a radio group labelled by the title', () => {
    const html = renderToStaticMarkup(<Paywall {...props('paywall')} />)
    const titleId = html.match(/<h1 id="([^"]+)">Choose your plan<\/h1>/)?.[1]
    expect(titleId).toBeTruthy()
    expect(html).toContain(`<fieldset class="plan-cards" aria-labelledby="${titleId}">`)
    expect(html.match(/type="radio"/g)).toHaveLength(2)
    // The most popular plan is chosen when the paywall opens.
    const checked = [...html.matchAll(/<input [^>]*>/g)]
      .filter(([input]) => input.includes('checked=""'))
      .map(([input]) => input.match(/value="([^"]+)"/)?.[1])
    expect(checked).toEqual(['demo-monthly'])
  })

  it('formats prices, strikes the original price through and shows the saving', () => {
    const html = renderToStaticMarkup(<Paywall {...props('paywall')} />)
    expect(html).toContain('<strong class="plan-price">$9.99</strong>')
    expect(html).toContain('<span class="plan-interval">per month</span>')
    expect(html).toContain('<strong class="plan-price">$59.99</strong>')
    expect(html).toContain('<s class="plan-original"><span class="visually-hidden">Regular price: </span>$119.88</s>')
    expect(html).toContain('<span class="plan-discount">Save 50%</span>')
  })

  it('shows badges, trial days, the reservation countdown and the trial timeline', () => {
    const html = renderToStaticMarkup(<Paywall {...props('paywall')} />)
    expect(html).toContain('>Most popular</span>')
    expect(html).toContain('>Best value</span>')
    expect(html.match(/<span class="plan-trial">7-day free trial<\/span>/g)).toHaveLength(2)
    expect(html).toContain('<span>Your plan is reserved for</span> <span class="paywall-timer-value" role="timer">15:00</span>')
    const steps = [...html.matchAll(/<strong class="timeline-title">([^<]+)<\/strong>/g)].map((match) => match[1])
    expect(steps).toEqual([
      'Quiz done',
      'Today: instant access',
      'Day 5: a reminder',
      'Day 7: your subscription starts',
      'Forgot to cancel? Get a refund',
    ])
  })

  it('states the refund and renewal terms and ends with the plan button', () => {
    const html = renderToStaticMarkup(<Paywall {...props('paywall')} />)
    expect(html).toContain('refunded within 28 days')
    expect(html).toContain('at least 24 hours before the end date')
    expect(html).toMatch(/class="primary-button">Get my plan<\/button>/)
  })

  it('formats prices the Polish way', () => {
    const html = renderToStaticMarkup(<Paywall {...props('paywall', 'pl')} />)
    expect(html).toContain('<strong class="plan-price">$9,99</strong>')
    expect(html).toContain('<span class="plan-interval">miesięcznie</span>')
    expect(html).toContain('Najpopularniejszy')
    expect(html).toContain('7 dni za darmo')
    expect(html).toContain('Odbierz mój plan')
  })

  it('shows -- for a plan without a price', () => {
    const paywall = paywallOf()
    const plans = paywall.plans.map((plan) => (plan.id === 'demo-monthly' ? { ...plan, price: undefined } : plan))
    const html = renderToStaticMarkup(<Paywall {...props('paywall', 'en', { paywall: { ...paywall, plans } })} />)
    expect(html).toContain('<strong class="plan-price">--</strong><span class="visually-hidden">Price not available yet</span>')
    expect(html).toContain('<strong class="plan-price">$59.99</strong>')
  })

  it('shows one-time packages in złoty with the original price struck through', () => {
    const plan = {
      _type: 'plan' as const,
      _key: 'p',
      id: 'start',
      name: { _type: 'localeString' as const, en: 'Starter', pl: 'Starter' },
      interval: 'once' as const,
      price: 97,
      originalPrice: 197,
      currency: 'PLN',
      badge: 'bestValue' as const,
    }
    const change = {
      paywallType: 'package',
      paywall: { _type: 'paywall' as const, plans: [plan], timerText: 'limitedTimeOffer' as const, countdownMinutes: 10 },
    }
    const html = renderToStaticMarkup(<Paywall {...props('paywall', 'pl', change)} />)
    expect(html).toContain('<strong class="plan-price">97 zł</strong>')
    expect(html).toContain('197 zł</s>')
    expect(html).toContain('płatność jednorazowa')
    expect(html).toContain('Najlepsza oferta')
    expect(html).toContain(
      '<span>Oferta ograniczona czasowo kończy się za</span> <span class="paywall-timer-value" role="timer">10:00</span>',
    )
    expect(html).not.toContain('trial-timeline')
  })

  it('on a discount paywall shows the page discount and no trial', () => {
    const html = renderToStaticMarkup(<Paywall {...props('paywall', 'en', { paywallType: 'discount', discountPercent: 60 })} />)
    expect(html.match(/<span class="plan-discount">Save 60%<\/span>/g)).toHaveLength(2)
    expect(html).not.toContain('free trial')
    expect(html).not.toContain('trial-timeline')
  })

  it('moves on with the plan button (checkout comes later)', () => {
    let moved = 0
    const buttons = hostElements(<Paywall {...props('paywall')} onNext={() => moved++} />).filter((element) => element.type === 'button')
    expect(buttons).toHaveLength(1)
    ;(buttons[0]?.props.onClick as () => void)()
    expect(moved).toBe(1)
  })
})
