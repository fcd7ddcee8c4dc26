import { describe, expect, it } from 'vitest'
import { emailFooterCopy } from '../../../schemas/emailLayout/emailFooterCopy'
import { paymentAccountOf } from '../payments/accounts'
import { lookupKeyOf, priceList } from '../payments/catalogue'
import { PROTOTYPE_KEYS } from './fuzzKit'

// Lookups by a client's string into the server's own tables: a prototype name is just an unknown key.
describe.each(PROTOTYPE_KEYS)('the name %s as a client string', (name) => {
  it('is no funnel: not-found for prices, the main account for payments', () => {
    expect(() => lookupKeyOf(name)).toThrow(expect.objectContaining({ code: 'not-found' }))
    expect(paymentAccountOf(name)).toBe('main')
  })

  it('is no pricing set: the default set is priced', () => {
    const list = priceList({ onboardingType: 'leadership', countryCode: 'US', pricingSet: name, metadata: {} })
    expect(list.answer.pricingSet).toBe('default')
    expect(list.options.length).toBeGreaterThan(0)
  })

  it('is no language: the e-mail footer is English', () => {
    expect(emailFooterCopy(name)).toEqual(emailFooterCopy('en'))
  })
})
