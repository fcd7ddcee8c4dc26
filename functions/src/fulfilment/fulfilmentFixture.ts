/**
 * Test helpers for fulfilment: the seed's content with fake outside services that remember what
 * they were asked (optionally slowly, so two runs overlap), and a recorded checkout session.
 */
import type { NewSession } from '../backOffice/checkoutSessions'
import { recordCheckoutSession } from '../backOffice/checkoutSessions'
import { seedServices } from '../completion/completionFixture'
import type { Enrollment } from '../completion/coursePlatform'
import type { MarketingContact } from '../completion/marketingList'
import type { OutgoingEmail } from '../completion/outbox'
import type { CompletionServices } from '../completion/services'
import type { Db } from '../db/database'

export interface FakeServices {
  services: () => CompletionServices
  sent: OutgoingEmail[]
  enrolments: Enrollment[]
  contacts: MarketingContact[]
  /** Each outside call takes this long (ms). */
  delayMs: number
  /** Makes the next mail send throw. */
  failNextSend: boolean
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

export function fakeServices(): FakeServices {
  const content = seedServices().content
  const fake: FakeServices = {
    sent: [],
    enrolments: [],
    contacts: [],
    delayMs: 0,
    failNextSend: false,
    services: () => ({
      content,
      mail: {
        async send(email) {
          await sleep(fake.delayMs)
          if (fake.failNextSend) {
            fake.failNextSend = false
            throw new Error('the mail provider is down')
          }
          fake.sent.push(email)
          return { id: `mail-${fake.sent.length}` }
        },
      },
      courses: {
        async enroll(enrollment) {
          await sleep(fake.delayMs)
          fake.enrolments.push(enrollment)
          return { enrollmentId: `enr-${fake.enrolments.length}`, loginUrl: `https://courses.test/login?enrollment=enr-${fake.enrolments.length}` }
        },
      },
      marketing: {
        async addContact(contact) {
          await sleep(fake.delayMs)
          fake.contacts.push(contact)
          return { contactId: `contact-${fake.contacts.length}` }
        },
      },
    }),
  }
  return fake
}

/** A checkout session as createPaymentCheckout records it (a leadership trial unless overridden). */
export async function givenCheckoutSession(db: Db, overrides: Partial<NewSession> = {}): Promise<NewSession> {
  const session: NewSession = {
    id: 'cs_test_leadership_1',
    provider: 'stripe',
    account: 'main',
    uid: 'uid-buyer',
    onboardingType: 'leadership',
    priceOptionId: 'leadership_v1.default.yearly.usd',
    planId: 'yearly',
    pricingSet: 'default',
    discountPercent: null,
    currency: 'USD',
    amount: 59.99,
    interval: 'year',
    trialDays: 7,
    mode: 'subscription',
    email: 'ada@example.com',
    language: 'pl',
    variants: { paymentConfirmationEmailKey: 'courseEnrollment' },
    variables: { resultName: 'Coaching' },
    idempotencyKey: null,
    ...overrides,
  }
  await recordCheckoutSession(db, session)
  return session
}
