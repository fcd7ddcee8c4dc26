// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { setActiveOnboarding } from '../../platform/visitor/visitor'
import { withVariantsClaim } from './variantsClaim'

describe('withVariantsClaim', () => {
  afterEach(() => {
    setActiveOnboarding('', {})
    window.localStorage.clear()
  })

  it("adds the active funnel's variants, and nothing for a funnel with none", () => {
    setActiveOnboarding('leadership', { pricingSetKey: 'second' })
    expect(withVariantsClaim('leadership', { abLabel: 'second' })).toEqual({ abLabel: 'second', abVariants: { pricingSetKey: 'second' } })
    expect(withVariantsClaim('deeps', { abLabel: 'x' })).toEqual({ abLabel: 'x' })
    setActiveOnboarding('leadership', {})
    expect(withVariantsClaim('leadership', {})).toEqual({})
  })

  it('before the frame has set the active funnel (a paywall opened directly), claims the stored assignment', () => {
    window.localStorage.setItem('funnels-ab:parentingexp', JSON.stringify({ pricingSetKey: 'low' }))
    expect(withVariantsClaim('parentingexp', { abLabel: 'low' })).toEqual({ abLabel: 'low', abVariants: { pricingSetKey: 'low' } })
  })
})
