import { describe, expect, it } from 'vitest'
import { productEvent } from '../../../../schemas/events/productEvent'
import { adEventFor, analyticsFor } from './eventRouting'

const PACKAGE = { packageId: 'family', packageName: 'Family', packagePrice: 49.99 }

describe('analyticsFor', () => {
  it('turns an answered question into quiz_answered with the answer keys joined', () => {
    expect(analyticsFor(productEvent('answeredQuizQuestion', 'improve', { value: 'teamCommunication,timeManagement' }))).toEqual({
      name: 'quiz_answered',
      params: { question: 'improve', answer: 'teamCommunication,timeManagement' },
    })
  })

  it('maps the spec\'s analytics events and a page visit to screen_view', () => {
    expect(analyticsFor(productEvent('emailProvided', { value: 'anna@example.com', params: { email: 'anna@example.com' } }))?.name).toBe('email_provided')
    expect(analyticsFor(productEvent('paymentStarted', { params: { currency: 'USD', value: 9.99 } }))).toEqual({ name: 'begin_checkout', params: { currency: 'USD', value: 9.99 } })
    expect(analyticsFor(productEvent('trialCompleted', { params: {} }))?.name).toBe('trial_completed')
    expect(analyticsFor(productEvent('paymentCompleted', { params: {} }))?.name).toBe('purchase')
    expect(analyticsFor(productEvent('packageSelected', { params: PACKAGE }))?.name).toBe('package_selected')
    expect(analyticsFor(productEvent('visited', 'landing', { params: { path: '/demo' } }))).toEqual({ name: 'screen_view', params: { screen_name: 'landing', path: '/demo' } })
  })

  it('leaves log-only events out of analytics', () => {
    expect(analyticsFor(productEvent('exposure', { value: 't: v', params: { testKey: 't', variant: 'v' } }))).toBeUndefined()
    expect(analyticsFor(productEvent('firstVisit', { value: 'leadership_quiz', params: {} }))).toBeUndefined()
  })
})

describe('adEventFor', () => {
  it('sends registration with the e-mail and keeps the e-mail out of the custom data', () => {
    expect(adEventFor(productEvent('userRegistered', { params: { email: 'anna@example.com', firebaseUserId: 'u1' } }))).toEqual({
      eventName: 'CompleteRegistration',
      email: 'anna@example.com',
      customData: { firebaseUserId: 'u1' },
    })
  })

  it('maps checkout, purchase and package selection, and nothing else', () => {
    expect(adEventFor(productEvent('paymentStarted', { params: {} }))?.eventName).toBe('InitiateCheckout')
    expect(adEventFor(productEvent('paymentCompleted', { params: {} }))?.eventName).toBe('Purchase')
    expect(adEventFor(productEvent('packageSelected', { params: { ...PACKAGE, email: 'x@example.com' } }))).toEqual({ eventName: 'AddToCart', customData: PACKAGE })
    expect(adEventFor(productEvent('emailProvided', { value: 'anna@example.com', params: { language: 'en' } }))).toBeUndefined()
  })
})

describe('payment events', () => {
  const started = productEvent('paymentStarted', {
    params: { fullPrice: 59.99, discountedPrice: 23.99, currency: 'USD', interval: 'year', priceId: 'p1', email: 'anna@example.com', firebaseUserId: 'u1', items: [{ item_id: 'p1', item_name: 'yearly', price: 23.99 }] },
  })
  const purchase = productEvent('paymentCompleted', {
    params: { transaction_id: 'sub_1', affiliation: 'deeps', amount: 23.99, currency: 'USD', tax: 0, shipping: 0, coupon: 'DISCOUNT_60', email: 'anna@example.com', items: [{ item_id: 'p1', item_name: 'yearly', price: 23.99 }] },
  })

  it('gives begin_checkout the chosen (discounted) price as value, with currency and items, and no e-mail', () => {
    const { email: _email, ...rest } = started.params ?? {}
    expect(analyticsFor(started)).toEqual({ name: 'begin_checkout', params: { ...rest, value: 23.99 } })
    expect(analyticsFor(productEvent('paymentStarted', { params: { fullPrice: 9.99, currency: 'USD' } }))?.params).toEqual({ fullPrice: 9.99, currency: 'USD', value: 9.99 })
  })

  it('gives purchase the charged amount as value beside the transaction fields', () => {
    expect(analyticsFor(purchase)?.params).toMatchObject({ transaction_id: 'sub_1', affiliation: 'deeps', currency: 'USD', value: 23.99, tax: 0, shipping: 0, coupon: 'DISCOUNT_60', items: purchase.params?.items })
    expect(analyticsFor(purchase)?.params).not.toHaveProperty('email')
    expect(analyticsFor(productEvent('trialCompleted', { params: { amount: 0, currency: 'USD' } }))).toEqual({ name: 'trial_completed', params: { amount: 0, currency: 'USD', value: 0 } })
  })

  it('gives the ad conversions currency and value, and the user id checkout needs', () => {
    expect(adEventFor(started)?.customData).toMatchObject({ currency: 'USD', value: 23.99, firebaseUserId: 'u1' })
    expect(adEventFor(purchase)).toMatchObject({ eventName: 'Purchase', customData: { currency: 'USD', value: 23.99 } })
    expect(adEventFor(purchase)?.customData).not.toHaveProperty('email')
  })
})
