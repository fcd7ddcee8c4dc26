/**
 * The signing secrets the endpoint accepts, each naming the account it belongs to: an account
 * with a Stripe key has its endpoint's secret (STRIPE_WEBHOOK_SECRET_MAIN,
 * STRIPE_WEBHOOK_SECRET_SCREENDETOX); the accounts the sandbox serves share the sandbox's.
 */
import { PAYMENT_ACCOUNTS, stripeSettingsOf } from '../payments/accounts'
import { sandboxWebhookSecret } from '../payments/sandboxWebhookSecret'

export interface WebhookSecret {
  /** main, screendetox, or sandbox. */
  account: string
  secret: string
}

export const SANDBOX_ACCOUNT = 'sandbox'

export async function webhookSecrets(env: NodeJS.ProcessEnv = process.env): Promise<WebhookSecret[]> {
  const secrets: WebhookSecret[] = []
  let sandboxServes = false
  for (const account of PAYMENT_ACCOUNTS) {
    if (stripeSettingsOf(account, env) === null) {
      sandboxServes = true
      continue
    }
    const secret = env[`STRIPE_WEBHOOK_SECRET_${account.toUpperCase()}`]
    if (secret) secrets.push({ account, secret })
  }
  const sandbox = sandboxServes ? await sandboxWebhookSecret(env) : null
  if (sandbox) secrets.push({ account: SANDBOX_ACCOUNT, secret: sandbox })
  return secrets
}
