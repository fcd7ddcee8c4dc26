import { afterEach, describe, expect, it, vi } from 'vitest'
import { backOverride, direction, findCongratsPage, isCheckoutPath, nextRoute, type FunnelPlace } from './navigation'

const place = (pages: FunnelPlace['pages'], extra: Partial<FunnelPlace> = {}): FunnelPlace => ({ funnelKey: 'demo', basePath: '/demo', pages, ...extra })
const demo = place([
  { key: 'landing', path: '' },
  { key: 'age', path: 'age' },
  { key: 'offer', path: 'offer' },
  { key: 'congrats', path: 'congrats' },
  { key: 'register', path: 'register' },
])

afterEach(() => vi.restoreAllMocks())

describe('next (spec 2.4)', () => {
  it('is the page after the current path in the processed list', () => {
    expect(nextRoute(demo, '/demo')).toBe('/demo/age')
    expect(nextRoute(demo, '/demo/age')).toBe('/demo/offer')
  })

  it('from any path containing /checkout goes to the congratulations page', () => {
    expect(nextRoute(demo, '/demo/checkout')).toBe('/demo/congrats')
    expect(nextRoute(demo, '/demo/checkout/return')).toBe('/demo/congrats')
  })

  it('a page whose path only starts with "checkout" is an ordinary page, not checkout', () => {
    const withTips = place([{ key: 'landing', path: '' }, { key: 'tips', path: 'checkout-tips' }, { key: 'offer', path: 'offer' }, { key: 'congrats', path: 'congrats' }])
    expect(nextRoute(withTips, '/demo/checkout-tips')).toBe('/demo/offer')
    expect(backOverride(withTips, '/demo/checkout-tips')).toBeNull()
    expect(direction(withTips, '/demo/checkout-tips', '/demo')).toBe('back')
  })

  it('finds the congratulations page by key (congrats, thankYou, congratsPage) or by template', () => {
    expect(findCongratsPage([{ key: 'thankYou' }])?.key).toBe('thankYou')
    expect(findCongratsPage([{ key: 'congratsPage' }])?.key).toBe('congratsPage')
    expect(findCongratsPage([{ key: 'done', componentType: 'congrats' }])?.key).toBe('done')
  })

  it('logs the spec error and gives nothing when there is no congratulations page after checkout', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(nextRoute(place([{ key: 'offer', path: 'offer' }]), '/demo/checkout')).toBeNull()
    expect(error).toHaveBeenCalledWith('ERROR @NavigationUtils congrats page not found after checkout')
  })

  it('logs an error and gives nothing after the last page or from an unknown path', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(nextRoute(demo, '/demo/register')).toBeNull()
    expect(nextRoute(demo, '/demo/unknown')).toBeNull()
    expect(error).toHaveBeenCalledTimes(2)
  })

  it('refuses, with a console error, a place lacking onboardingKey or basePath', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(nextRoute({ ...demo, funnelKey: '' }, '/demo')).toBeNull()
    expect(nextRoute({ ...demo, basePath: '' }, '/demo')).toBeNull()
    expect(error).toHaveBeenCalledTimes(2)
  })
})

describe('back and direction', () => {
  it('back from checkout goes to the paywall; elsewhere history decides', () => {
    expect(backOverride(demo, '/demo/checkout')).toBe('/demo/offer')
    expect(backOverride(demo, '/demo/age')).toBeNull()
  })

  it('direction follows the order index of the two paths', () => {
    expect(direction(demo, '/demo', '/demo/age')).toBe('forward')
    expect(direction(demo, '/demo/offer', '/demo/age')).toBe('back')
    expect(direction(demo, '/demo/checkout', '/demo/offer')).toBe('back')
    expect(direction(demo, '/demo/checkout', '/demo/congrats')).toBe('forward')
  })
})

describe('checkout path (spec 2.4)', () => {
  it('matches the path segment checkout, wherever it sits', () => {
    expect(isCheckoutPath('/leadership/checkout')).toBe(true)
    expect(isCheckoutPath('/leadership/checkout/')).toBe(true)
    expect(isCheckoutPath('/leadership/checkout/x')).toBe(true)
    expect(isCheckoutPath('/checkout')).toBe(true)
    expect(isCheckoutPath('/leadership/checkout?payment_return=true&session_id=cs_1')).toBe(true)
  })

  it('does not match checkout as part of a longer segment', () => {
    expect(isCheckoutPath('/leadership/checkout-tips')).toBe(false)
    expect(isCheckoutPath('/leadership/precheckout')).toBe(false)
    expect(isCheckoutPath('/leadership/checkouts/x')).toBe(false)
    expect(isCheckoutPath('/leadership/Checkout')).toBe(false)
    expect(isCheckoutPath('/leadership/offer?next=/checkout')).toBe(false)
    expect(isCheckoutPath('/leadership')).toBe(false)
  })
})
