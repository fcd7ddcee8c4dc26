/**
 * The provider that took an order's money: the checkout_sessions row says which (stripe or
 * sandbox) and which account, so a refund goes back where the payment came from even if the
 * account's keys were set or removed since.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import type { CallContext } from '../callable'
import type { CheckoutSessionRow } from '../db/tables'
import { PAYMENT_ACCOUNTS, providerForAccount, stripeSettingsOf, type PaymentAccount } from './accounts'
import type { PaymentProvider } from './provider'
import { createSandboxProvider } from './sandboxProvider'
import { sandboxPageUrl, sandboxWebhookUrl } from './urls'

const isAccount = (account: string): account is PaymentAccount => PAYMENT_ACCOUNTS.some((known) => known === account)

export function providerOfSession(session: Pick<CheckoutSessionRow, 'id' | 'provider' | 'account'>, context: Pick<CallContext, 'header'>, env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  if (session.provider === 'sandbox') return createSandboxProvider({ pageUrl: sandboxPageUrl(context, env), webhookUrl: sandboxWebhookUrl(context, env) })
  if (!isAccount(session.account) || !stripeSettingsOf(session.account, env)) {
    throw new HttpsError('unavailable', `Payment service unavailable: the Stripe account '${session.account}' of payment session '${session.id}' has no secret key configured`)
  }
  return providerForAccount(session.account, context, env)
}
