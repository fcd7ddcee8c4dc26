/** Test helpers: the payment services over a test database and the seed's content (the real pricing query, groq-js). */
import { seedSource } from '../../../scripts/contentSource'
import type { TestDatabase } from '../db/dbTestKit'
import { createPricingContentReader } from './pricingContent'
import type { PaymentServices } from './visitorPricing'

export function seedPaymentServices(database: TestDatabase): PaymentServices {
  const source = seedSource()
  // process.env itself, so a test's vi.stubEnv (Stripe keys, SANDBOX_DIR) is seen.
  return { db: () => database.db, content: createPricingContentReader((query, params) => source.fetch(query, params)), env: process.env }
}
