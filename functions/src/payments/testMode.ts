/**
 * Whether a funnel's payments run in test mode: its account is served by the offline sandbox (no
 * secret key), or its Stripe secret key is a test key (sk_test_…). Only then may a tester's
 * variant switch (the debug panel) change what the server records and charges.
 */
import { paymentAccountOf, stripeSettingsOf } from './accounts'

export function isTestMode(onboardingType: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const settings = stripeSettingsOf(paymentAccountOf(onboardingType), env)
  return settings === null || settings.secretKey.startsWith('sk_test_')
}
