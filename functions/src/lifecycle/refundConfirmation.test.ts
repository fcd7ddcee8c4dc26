import { describe, expect, it } from 'vitest'
import { seedServices } from '../completion/completionFixture'
import type { Order } from '../db/tables'
import { promisedRefundDays, refundConfirmationEmail, USUAL_REFUND_DAYS } from './refundConfirmation'

const content = seedServices().content

describe('promisedRefundDays over the seed content', () => {
  it("screendetoxexp promises what the visitor's refundProcessingTime variant showed, in their language", async () => {
    const funnel = await content.funnel('screendetoxexp')
    expect(promisedRefundDays(funnel, { refundProcessingTimeKey: 'threeToFiveDays' }, 'pl')).toBe('3–5')
    expect(promisedRefundDays(funnel, { refundProcessingTimeKey: 'fiveToSevenDays' }, 'en')).toBe('5–7')
    // No recorded variant: the test's default, as the page showed it.
    expect(promisedRefundDays(funnel, {}, 'en')).toBe('5–7')
  })

  it('a funnel whose pages promise no time gets the usual card-network time', async () => {
    expect(promisedRefundDays(await content.funnel('leadership'), {}, 'en')).toBe(USUAL_REFUND_DAYS)
  })
})

describe('refundConfirmationEmail', () => {
  it('one job per order, now, transactional, with the amount in the visitor language and the promised days', async () => {
    const funnel = await content.funnel('screendetoxexp')
    const order = { id: 'order-1', uid: 'uid-1', onboardingType: 'screendetoxexp', language: 'pl', variants: { refundProcessingTimeKey: 'threeToFiveDays' } } as unknown as Order
    const now = new Date('2026-11-27T10:00:00Z')
    const email = refundConfirmationEmail({ funnel: { ...funnel, emailTemplates: [...funnel.emailTemplates, { _id: 't', _type: 'emailTemplate', key: 'refundConfirmation', subject: { _type: 'emailLocaleString', en: 'Refund' }, body: { _type: 'emailLocaleText', en: '{{amount}} in {{businessDays}} days' } }] }, order, recipient: 'ola@example.com', refund: { amount: 297, currency: 'PLN' }, now })
    expect(email).toMatchObject({ templateKey: 'refundConfirmation', purpose: 'refund', language: 'pl', sendAt: now, dedupeKey: 'refund:order-1', variables: { amount: expect.stringMatching(/^297(,00)? zł$/), businessDays: '3–5' } })
  })
})
