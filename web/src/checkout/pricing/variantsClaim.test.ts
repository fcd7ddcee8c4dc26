import { afterEach, describe, expect, it } from 'vitest'
import { setActiveOnboarding } from '../../platform/visitor/visitor'
import { withVariantsClaim } from './variantsClaim'

describe('withVariantsClaim', () => {
  afterEach(() => setActiveOnboarding('', {}))

  it("adds the active funnel's variants, and nothing for another funnel or none", () => {
    setActiveOnboarding('leadership', { pricingSetKey: 'second' })
    expect(withVariantsClaim('leadership', { abLabel: 'second' })).toEqual({ abLabel: 'second', abVariants: { pricingSetKey: 'second' } })
    expect(withVariantsClaim('deeps', { abLabel: 'x' })).toEqual({ abLabel: 'x' })
    setActiveOnboarding('leadership', {})
    expect(withVariantsClaim('leadership', {})).toEqual({})
  })
})
