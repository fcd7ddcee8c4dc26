import { describe, expect, it } from 'vitest'
import { checkoutRequestSchema, elementsRequestSchema, pricingRequestSchema } from '../../../schemas/payments/wire'
import { recordAssignments } from '../backOffice/visitors'
import { runCallable } from '../callable'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { fakeContext } from '../fakeContext'
import { createElementsSubscription, createPaymentCheckout, getPaymentPrices } from './callables'
import { seedPaymentServices } from './paymentServicesFixture'
import { usePaymentsDirs } from './paymentsFixture'
import { decidePricing, recordClaims } from './visitorPricing'

const dirs = usePaymentsDirs()
const successUrl = 'http://localhost:5173/x/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}'

describe.each(DATABASE_ENGINES)('the server decides the price, on %s', (engine) => {
  const database = useTestDatabase(engine)
  const services = () => seedPaymentServices(database)
  const context = (uid = 'uid-1', headers: Record<string, string> = {}) => fakeContext({ authUid: uid, headers: { host: '127.0.0.1:5001', ...headers } })
  const checkout = (data: Record<string, unknown>, ctx = context()) =>
    runCallable('createPaymentCheckout', checkoutRequestSchema, (payload, c) => createPaymentCheckout(payload, c, services()), { provider: 'stripe', customerEmail: 'ada@example.com', successUrl, countryCode: 'US', ...data }, ctx)
  const prices = (data: Record<string, unknown>, ctx = context()) =>
    runCallable('getPaymentPrices', pricingRequestSchema, (payload, c) => getPaymentPrices(payload, c, services()), { provider: 'stripe', countryCode: 'US', metadata: {}, ...data }, ctx)
  const charged = async () => database.db.selectFrom('checkoutSessions').select(['planId', 'pricingSet', 'discountPercent', 'currency', 'amount', 'uid', 'variants']).execute()

  it("leadership: assigned pricingSet 'default', asking for 'second', is charged default", async () => {
    await recordAssignments(database.db, 'uid-1', 'leadership', { pricingSetKey: 'default' }, 'exposure')
    expect(await prices({ onboardingType: 'leadership', pricingSet: 'second' })).toMatchObject({ pricingSet: 'default', options: [{ planId: 'yearly', amount: 59.99 }, { planId: 'monthly', amount: 14.99 }] })
    await checkout({ onboardingType: 'leadership', priceOptionId: 'leadership_v1.second.yearly.usd', pricingSet: 'second' })
    expect(await charged()).toEqual([expect.objectContaining({ planId: 'yearly', pricingSet: 'default', amount: '59.99', uid: 'uid-1', variants: expect.objectContaining({ pricingSetKey: 'default' }) })])
  })

  it("parentingexp: assigned control, asking for 'low' ($19), is charged $27", async () => {
    await recordAssignments(database.db, 'uid-1', 'parentingexp', { pricingSetKey: 'control', productFormatKey: 'videoCourse' }, 'exposure')
    await checkout({ onboardingType: 'parentingexp', priceOptionId: 'parenting_v1.low.videoCourse.usd', pricingSet: 'low', productInfo: { format: 'videoCourse' } })
    expect(await charged()).toEqual([expect.objectContaining({ planId: 'videoCourse', pricingSet: 'control', amount: '27.00', currency: 'USD' })])
    // Another format than the one the visitor's paywall sells is not for sale to them.
    await expect(checkout({ onboardingType: 'parentingexp', priceOptionId: 'parenting_v1.control.mobileApp.usd' })).rejects.toMatchObject({ code: 'not-found' })
  })

  it('deeps: a visitor never assigned the discount paywall, asking for 70 % off, gets no discount', async () => {
    await checkout({ onboardingType: 'deeps', priceOptionId: 'ds_v1.default.yearly-full.usd.off70', metadata: { discountPercent: 70 } })
    expect(await charged()).toEqual([expect.objectContaining({ planId: 'yearly', discountPercent: null, amount: '59.99' })])
  })

  it('deeps: a visitor assigned the 70 % paywall is charged 70 % off', async () => {
    await recordAssignments(database.db, 'uid-1', 'deeps', { payWallTypeKey: 'discount', discountKey: '70' }, 'exposure')
    await checkout({ onboardingType: 'deeps', priceOptionId: 'ds_v1.default.yearly-full.usd.off60', metadata: { discountPercent: 60 } })
    expect(await charged()).toEqual([expect.objectContaining({ planId: 'yearly', discountPercent: 70, amount: '30.00' })])
  })

  it("screendetox: VIP at variant-a's price while assigned default is charged the default price", async () => {
    await checkout({ onboardingType: 'screendetox', priceOptionId: 'screendetox_v1.variant-a.vip.pln', pricingSet: 'variant-a', countryCode: 'PL' })
    expect(await charged()).toEqual([expect.objectContaining({ planId: 'vip', pricingSet: 'default', amount: '497.00', currency: 'PLN' })])
  })

  it("screendetox: the spec's START copy comes out of the server, 97 zł (was 197 zł) in Poland, $27 (was $67) elsewhere, and that is what is charged", async () => {
    const start = async (country: string) => {
      const answer = await prices({ onboardingType: 'screendetox', pricingSet: 'default', countryCode: 'PL' }, context('uid-1', { 'x-country-code': country }))
      return answer.options.find((option) => option.planId === 'start')
    }
    expect(await start('PL')).toMatchObject({ amount: 97, originalAmount: 197, currency: 'PLN' })
    expect(await start('US')).toMatchObject({ amount: 27, originalAmount: 67, currency: 'USD' })
    // Sweden is in the EU but screen detox sells no kronor: dollars, under the EU's prior-price rule.
    expect(await start('SE')).toMatchObject({ amount: 27, originalAmount: 67, currency: 'USD' })
    const vip = (await prices({ onboardingType: 'screendetox', pricingSet: 'default' }, context('uid-1', { 'x-country-code': 'GB' }))).options.find((option) => option.planId === 'vip')
    expect(vip).toMatchObject({ amount: 137, currency: 'USD' })
    expect(vip).not.toHaveProperty('originalAmount')
    await checkout({ onboardingType: 'screendetox', priceOptionId: 'screendetox_v1.default.start.pln', countryCode: 'PL' }, context('uid-1', { 'x-country-code': 'US' }))
    expect(await charged()).toEqual([expect.objectContaining({ planId: 'start', amount: '27.00', currency: 'USD' })])
  })

  it('a US visitor (x-country-code: US) asking for GBP pays in USD; without a geo header the payload’s country counts', async () => {
    await checkout({ onboardingType: 'leadership', priceOptionId: 'leadership_v1.default.yearly.gbp', countryCode: 'GB' }, context('uid-1', { 'x-country-code': 'US' }))
    await checkout({ onboardingType: 'leadership', priceOptionId: 'leadership_v1.default.yearly.usd', countryCode: 'GB' }, context('uid-2'))
    expect((await charged()).map((row) => row.currency).sort()).toEqual(['GBP', 'USD'])
    expect(await prices({ onboardingType: 'leadership', pricingSet: 'default', countryCode: 'GB' }, context('uid-1', { 'x-country-code': 'US' }))).toMatchObject({ currency: 'USD', countryCode: 'US' })
  })

  it("parenting can never buy the demo's $9.99 plan (a shared lookup key)", async () => {
    await expect(checkout({ onboardingType: 'parenting', priceOptionId: 'leadership_v2.default.demo-monthly.usd' })).rejects.toMatchObject({ code: 'not-found' })
    await expect(checkout({ onboardingType: 'parenting', priceOptionId: 'demo-monthly' })).rejects.toMatchObject({ code: 'not-found' })
    expect((await prices({ onboardingType: 'parenting', pricingSet: 'default' })).options.map((option) => option.planId)).toEqual(['yearly', 'monthly'])
    expect(await charged()).toEqual([])
  })

  it('variants the browser claims with the call are recorded like an exposure (first write wins)', async () => {
    expect(await prices({ onboardingType: 'leadership', pricingSet: 'second', metadata: { abVariants: { pricingSetKey: 'second', bogusKey: 'x' } } })).toMatchObject({ pricingSet: 'second' })
    expect(await prices({ onboardingType: 'leadership', pricingSet: 'default', metadata: { abVariants: { pricingSetKey: 'default' } } })).toMatchObject({ pricingSet: 'second' })
    expect(await database.db.selectFrom('abAssignments').select(['testKey', 'variant', 'source']).execute()).toEqual([{ testKey: 'pricingSetKey', variant: 'second', source: 'exposure' }])
  })

  it('a refused call records none of the variants it claimed (found by the claims fuzz)', async () => {
    const claim = { abVariants: { pricingSetKey: 'second' } }
    await expect(checkout({ onboardingType: 'leadership', priceOptionId: 'leadership_v2.default.demo-monthly.usd', metadata: claim })).rejects.toMatchObject({ code: 'not-found' })
    await expect(checkout({ onboardingType: 'leadership', priceOptionId: 'yearly', metadata: claim, successUrl: 'https://evil.example/x' })).rejects.toMatchObject({ code: 'invalid-argument' })
    expect(await database.db.selectFrom('abAssignments').select('testKey').execute()).toEqual([])
    await checkout({ onboardingType: 'leadership', priceOptionId: 'yearly', metadata: claim })
    expect(await charged()).toEqual([expect.objectContaining({ pricingSet: 'second', amount: '49.99' })])
    expect(await database.db.selectFrom('abAssignments').select(['testKey', 'variant']).execute()).toEqual([{ testKey: 'pricingSetKey', variant: 'second' }])
  })

  it('a claim decided on while another call recorded another variant is refused, and its checkout is not made', async () => {
    const decided = await decidePricing(services(), { onboardingType: 'leadership', countryCode: 'US', pricingSet: 'second', metadata: { abVariants: { pricingSetKey: 'second' } } }, context())
    expect(decided.claims).toEqual({ pricingSetKey: 'second' })
    await recordAssignments(database.db, 'uid-1', 'leadership', { pricingSetKey: 'default' }, 'exposure')
    await expect(recordClaims(database.db, 'uid-1', 'leadership', decided)).rejects.toMatchObject({ code: 'failed-precondition' })
    expect(await database.db.selectFrom('abAssignments').select('variant').execute()).toEqual([{ variant: 'default' }])
  })

  it('a tester’s recorded switch decides the price (test mode)', async () => {
    await recordAssignments(database.db, 'uid-1', 'leadership', { pricingSetKey: 'default' }, 'exposure')
    await recordAssignments(database.db, 'uid-1', 'leadership', { pricingSetKey: 'second' }, 'tester')
    expect(await prices({ onboardingType: 'leadership', pricingSet: 'default' })).toMatchObject({ pricingSet: 'second', options: [{ amount: 49.99 }, { amount: 12.99 }] })
  })

  it('no token: checkout and the inline flow answer unauthenticated and create nothing', async () => {
    await expect(checkout({ onboardingType: 'leadership', priceOptionId: 'yearly' }, fakeContext({ headers: { host: '127.0.0.1:5001' } }))).rejects.toMatchObject({ code: 'unauthenticated' })
    const elements = runCallable('createElementsSubscription', elementsRequestSchema, (payload, c) => createElementsSubscription(payload, c, services()), { provider: 'stripe', onboardingType: 'leadership', priceOptionId: 'yearly', countryCode: 'US', customerEmail: 'ada@example.com' }, fakeContext())
    await expect(elements).rejects.toMatchObject({ code: 'unauthenticated' })
    expect(dirs.sessionLines()).toEqual([])
  })
})
