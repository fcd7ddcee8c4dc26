import { describe, expect, it } from 'vitest'
import { EVENT_CATALOGUE, EVENT_IDS } from './eventCatalogue'
import { eventName, familyOf, matchEventName } from './eventName'
import type { EventId } from './eventPayloads'
import { parseEvent } from './parseEvent'
import { productEvent, type AnyProductEvent } from './productEvent'

const order = { orderId: 'o1', onboardingType: 'leadership', planId: 'yearly', amount: 59.99, currency: 'USD', variants: { pricingSetKey: 'default' } }
const price = { fullPrice: 59.99, discountedPrice: 23.99, currency: 'USD', interval: 'year', priceId: 'p1', items: [{ item_id: 'p1', item_name: 'yearly', price: 23.99 }] }

/** One event per id, built by the constructor: a new event without a sample fails to compile. */
const SAMPLES: { [Id in EventId]: AnyProductEvent & { id: Id } } = {
  firstVisit: productEvent('firstVisit', { value: 'leadership_quiz', params: { version: '1.0.0', landingPage: '/leadership', referral: null, browserDescription: 'Firefox 140 on Linux' } }),
  javaScriptError: productEvent('javaScriptError', { value: 'Boom', params: { source: 'error_reporter', environment: 'production', stack: 'at x' } }),
  exposure: productEvent('exposure', { value: 'pricingSet: second', params: { testKey: 'pricingSet', variant: 'second', page: 'offer' } }),
  visited: productEvent('visited', 'offer', { params: { path: '/leadership/offer', testsRead: ['pricingSet'] } }),
  answeredQuizQuestion: productEvent('answeredQuizQuestion', 'improve', { value: 'teamCommunication,timeManagement' }),
  emailProvided: productEvent('emailProvided', { value: 'anna@example.com', params: { language: 'pl', resultName: 'Coach', timeZone: 'Europe/Warsaw' } }),
  userRegistered: productEvent('userRegistered', { params: { email: 'anna@example.com', firebaseUserId: 'u1' } }),
  passwordSet: productEvent('passwordSet', { params: { firebaseUserId: 'u1' } }),
  userLoggedIn: productEvent('userLoggedIn', { params: { email: 'anna@example.com', firebaseUserId: 'u1' } }),
  consentChanged: productEvent('consentChanged', { value: 'analytics:granted marketing:denied', params: { analytics: true, marketing: false, bannerVersion: '2026-11', decidedAt: 1 } }),
  styleCalculated: productEvent('styleCalculated', 'leadership', { value: 'coach', params: { style: 'coach', score: 12 } }),
  packageSelected: productEvent('packageSelected', { params: { packageId: 'family', packageName: 'Family', packagePrice: 49.99, originalPrice: 99.99, externalUrl: 'https://example.com/x' } }),
  paymentStarted: productEvent('paymentStarted', { params: { ...price, email: 'anna@example.com', firebaseUserId: 'u1' } }),
  trialCompleted: productEvent('trialCompleted', { params: { ...price, transaction_id: 'sub_1', affiliation: 'leadership', amount: 0, tax: 0, shipping: 0 } }),
  paymentCompleted: productEvent('paymentCompleted', { params: { ...price, transaction_id: 'pi_1', affiliation: 'leadership', amount: 23.99, tax: 0, shipping: 0, coupon: 'DISCOUNT_60' } }),
  postPurchaseChoice: productEvent('postPurchaseChoice', { value: 'refund', params: { page: 'waiting-room' } }),
  orderPaid: productEvent('orderPaid', { value: 'o1', params: { ...order, kind: 'subscription', transactionId: 'sub_1' } }),
  trialStarted: productEvent('trialStarted', { value: 'o1', params: { ...order, amount: 0, transactionId: null } }),
  refundIssued: productEvent('refundIssued', { value: 'o1', params: { ...order, refundId: 'r1', reason: null } }),
  subscriptionCanceled: productEvent('subscriptionCanceled', { value: 'o1', params: { ...order, subscriptionId: 'sub_1', status: 'canceled' } }),
}

describe('the event contract', () => {
  it("keeps the spec's names byte for byte", () => {
    expect(Object.values(SAMPLES).map((event) => event.name)).toEqual([
      '[web] first_visit',
      '[web] JavaScript Error',
      'Changed: Active split tests',
      'Visited: offer',
      'Answered Quiz Question: improve',
      'Email provided',
      'User registered',
      'Password set',
      'User logged in',
      'Consent changed',
      'Calculated leadership style',
      'Package selected',
      'Payment started',
      'Trial Completed',
      'Payment completed',
      'Post-purchase choice',
      'Order paid',
      'Trial started',
      'Refund issued',
      'Subscription canceled',
    ])
    expect(Object.keys(SAMPLES)).toEqual(EVENT_IDS)
  })

  it.each(EVENT_IDS)('%s round-trips from the constructor through the server parser', (id) => {
    const event = SAMPLES[id]
    const parsed = parseEvent({ name: event.name, value: event.value, params: event.params })
    expect(parsed).toEqual({ ok: true, event: { id, name: event.name, part: event.part, value: event.value, params: event.params ?? {} } })
  })

  it('reads the common params and the sender fields beside an event\'s own', () => {
    const parsed = parseEvent({ name: 'Visited: offer', params: { path: '/leadership/offer', appVersion: '1', firebaseUserId: 'u1', countryCode: 'PL' } })
    expect(parsed.ok && parsed.event.params).toMatchObject({ path: '/leadership/offer', appVersion: '1', countryCode: 'PL' })
  })

  it('accepts what saveLog has always acted on: an exposure without its value, events without params', () => {
    expect(parseEvent({ name: 'Changed: Active split tests', params: { testKey: 'pricingSetKey', variant: 'second', source: 'tester' } })).toMatchObject({ ok: true, event: { id: 'exposure', value: undefined } })
    expect(parseEvent({ name: 'Email provided', value: 'ola@example.com' })).toMatchObject({ ok: true, event: { id: 'emailProvided', params: {} } })
    expect(parseEvent({ name: 'Visited: landing', value: null })).toMatchObject({ ok: true, event: { id: 'visited', part: 'landing' } })
  })

  it('names an unknown event as such', () => {
    expect(parseEvent({ name: 'Visited the moon' })).toEqual({ ok: false, problem: 'unknown', message: '"Visited the moon" is not an event of the contract (schemas/events/eventCatalogue.ts)' })
    // A family needs its part: 'Visited: ' alone is no page.
    expect(parseEvent({ name: 'Visited: ', params: {} })).toMatchObject({ ok: false, problem: 'unknown' })
    expect(parseEvent({ name: 'Calculated  style' }).ok).toBe(false)
  })

  it('names each broken field of a malformed payload', () => {
    expect(parseEvent({ name: 'Changed: Active split tests', value: 'x', params: { variant: 7 } })).toEqual({
      ok: false,
      problem: 'malformed',
      message: '"Changed: Active split tests": params.testKey: expected a string; params.variant: expected a string',
    })
    expect(parseEvent({ name: 'Email provided', params: { language: 'en' } })).toEqual({ ok: false, problem: 'malformed', message: '"Email provided": value: expected a string' })
    expect(parseEvent({ name: 'Payment completed', params: { amount: 'a lot' } })).toMatchObject({ ok: false, message: '"Payment completed": params.amount: expected a number' })
    expect(parseEvent({ name: 'Post-purchase choice', value: 'keep', params: { page: 'p' } })).toMatchObject({ ok: false, message: '"Post-purchase choice": value: expected wait, refund or cancel' })
  })

  it('takes a family apart and puts it together again, and refuses a family without its part', () => {
    expect(matchEventName('Answered Quiz Question: age')).toEqual({ id: 'answeredQuizQuestion', part: 'age' })
    expect(matchEventName('Calculated parenting style')).toEqual({ id: 'styleCalculated', part: 'parenting' })
    expect(matchEventName('Email provided')).toEqual({ id: 'emailProvided', part: undefined })
    expect(eventName('visited', 'payWall')).toBe('Visited: payWall')
    expect(() => eventName('visited')).toThrow('"Visited: [page]" needs its bracketed part')
    expect(familyOf('visited')).toEqual({ prefix: 'Visited: ', suffix: '' })
    expect(familyOf('styleCalculated')).toEqual({ prefix: 'Calculated ', suffix: ' style' })
    expect(() => familyOf('emailProvided')).toThrow('"Email provided" is not a family')
  })

  it('matches every declared name to its own event only', () => {
    for (const id of EVENT_IDS) expect(matchEventName(eventName(id, 'x'))?.id).toBe(id)
    expect(Object.values(EVENT_CATALOGUE).filter((declaration) => declaration.origin === 'server').map((declaration) => declaration.name)).toEqual([
      'Order paid',
      'Trial started',
      'Refund issued',
      'Subscription canceled',
    ])
  })

  it('makes a wrong event a type error (checked by tsc, never run)', () => {
    const wrong = () => [
      // @ts-expect-error a misspelt event
      productEvent('paymentStartd', { params: {} }),
      // @ts-expect-error the exposure names its test
      productEvent('exposure', { value: 'pricingSet: second', params: { variant: 'second' } }),
      // @ts-expect-error a family needs its part
      productEvent('visited', { params: { path: '/' } }),
      // @ts-expect-error a fixed name takes none
      productEvent('emailProvided', 'x', { value: 'anna@example.com', params: {} }),
      // @ts-expect-error a post-purchase choice is wait, refund or cancel
      productEvent('postPurchaseChoice', { value: 'keep', params: { page: 'p' } }),
    ]
    // @ts-expect-error an event is built by its constructor, never by hand (its name could disagree with its id)
    const handMade: AnyProductEvent = { id: 'emailProvided', name: 'Email given', value: 'anna@example.com', params: {} }
    expect([typeof wrong, handMade.id]).toEqual(['function', 'emailProvided'])
  })
})
