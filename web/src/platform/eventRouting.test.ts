import { describe, expect, it } from 'vitest'
import { adEventFor, analyticsFor } from './eventRouting'

describe('analyticsFor', () => {
  it('turns an answered question into quiz_answered with the answer keys joined', () => {
    expect(analyticsFor({ name: 'Answered Quiz Question: improve', value: 'teamCommunication,timeManagement' })).toEqual({
      name: 'quiz_answered',
      params: { question: 'improve', answer: 'teamCommunication,timeManagement' },
    })
  })

  it('maps the spec\'s analytics events and a page visit to screen_view', () => {
    expect(analyticsFor({ name: 'Email provided' })?.name).toBe('email_provided')
    expect(analyticsFor({ name: 'Payment started', params: { currency: 'USD', value: 9.99 } })).toEqual({ name: 'begin_checkout', params: { currency: 'USD', value: 9.99 } })
    expect(analyticsFor({ name: 'Trial Completed' })?.name).toBe('trial_completed')
    expect(analyticsFor({ name: 'Payment completed' })?.name).toBe('purchase')
    expect(analyticsFor({ name: 'Package selected' })?.name).toBe('package_selected')
    expect(analyticsFor({ name: 'Visited: landing', params: { path: '/demo' } })).toEqual({ name: 'screen_view', params: { screen_name: 'landing', path: '/demo' } })
  })

  it('leaves log-only events out of analytics', () => {
    expect(analyticsFor({ name: 'Changed: Active split tests' })).toBeUndefined()
    expect(analyticsFor({ name: '[web] first_visit' })).toBeUndefined()
  })
})

describe('adEventFor', () => {
  it('sends registration with the e-mail and keeps the e-mail out of the custom data', () => {
    expect(adEventFor({ name: 'User registered', params: { email: 'anna@example.com', firebaseUserId: 'u1' } })).toEqual({
      eventName: 'CompleteRegistration',
      email: 'anna@example.com',
      customData: { firebaseUserId: 'u1' },
    })
  })

  it('maps checkout, purchase and package selection, and nothing else', () => {
    expect(adEventFor({ name: 'Payment started' })?.eventName).toBe('InitiateCheckout')
    expect(adEventFor({ name: 'Payment completed' })?.eventName).toBe('Purchase')
    expect(adEventFor({ name: 'Package selected', params: { email: 'x@example.com' } })).toEqual({ eventName: 'AddToCart', customData: {} })
    expect(adEventFor({ name: 'Email provided' })).toBeUndefined()
  })
})
