/**
 * Which provider serves a funnel (spec 7): the main Stripe account (leadership, parenting,
 * parentingexp, deeps, demo) or the screen-detox account (screendetox, screendetoxexp). Keys come
 * only from the server's environment; an account without a secret key is served by the sandbox,
 * so a laptop or a test run needs no Stripe account at all.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import { ownValue } from '../../../schemas/shared/ownValue'
import type { CallContext } from '../callable'
import type { PaymentProvider } from './provider'
import { createSandboxProvider } from './sandboxProvider'
import { isSandboxSessionId } from './sandboxStore'
import { createStripeProvider, type StripeSettings } from './stripeProvider'
import { sandboxPageUrl } from './urls'

/** The spec's card payment accounts (section 7): one main account, screen detox on its own. */
export const PAYMENT_ACCOUNTS = ['main', 'screendetox'] as const
export type PaymentAccount = (typeof PAYMENT_ACCOUNTS)[number]

/** Which account sells each funnel; a funnel not listed sells through the main account. */
const ACCOUNT_OF_FUNNEL: Record<string, PaymentAccount> = { screendetox: 'screendetox', screendetoxexp: 'screendetox' }
export const paymentAccountOf = (onboardingType: string): PaymentAccount => ownValue(ACCOUNT_OF_FUNNEL, onboardingType) ?? 'main'

const ENV_SUFFIX: Record<PaymentAccount, string> = { main: 'MAIN', screendetox: 'SCREENDETOX' }

/** STRIPE_SECRET_KEY_{MAIN,SCREENDETOX}, STRIPE_PUBLISHABLE_KEY_{…}, and STRIPE_API_HOST/PORT/PROTOCOL for a stand-in. */
export function stripeSettingsOf(account: PaymentAccount, env: NodeJS.ProcessEnv = process.env): StripeSettings | null {
  const secretKey = env[`STRIPE_SECRET_KEY_${ENV_SUFFIX[account]}`]
  if (!secretKey) return null
  const publishableKey = env[`STRIPE_PUBLISHABLE_KEY_${ENV_SUFFIX[account]}`]
  const protocol = env.STRIPE_API_PROTOCOL
  return {
    secretKey,
    ...(publishableKey ? { publishableKey } : {}),
    ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
    ...(env.STRIPE_API_PORT ? { port: Number(env.STRIPE_API_PORT) } : {}),
    ...(protocol === 'http' || protocol === 'https' ? { protocol } : {}),
  }
}

/** One SDK client per key and host for the life of the instance (it keeps its connections). */
const stripeClients = new Map<string, PaymentProvider>()

function stripeProviderOf(settings: StripeSettings): PaymentProvider {
  const key = JSON.stringify(settings)
  const known = stripeClients.get(key)
  if (known) return known
  const provider = createStripeProvider(settings)
  stripeClients.set(key, provider)
  return provider
}

export function providerForAccount(account: PaymentAccount, context: Pick<CallContext, 'header'>, env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  const settings = stripeSettingsOf(account, env)
  return settings ? stripeProviderOf(settings) : createSandboxProvider({ pageUrl: sandboxPageUrl(context, env) })
}

export const providerFor = (onboardingType: string, context: Pick<CallContext, 'header'>, env: NodeJS.ProcessEnv = process.env) =>
  providerForAccount(paymentAccountOf(onboardingType), context, env)

/**
 * The status request names no funnel, so the session id decides: a sandbox id is the sandbox's;
 * any other is asked of each configured Stripe account in turn (main first) until one knows it.
 */
export async function statusFromProviders(sessionId: string, context: Pick<CallContext, 'header'>, env: NodeJS.ProcessEnv = process.env) {
  if (isSandboxSessionId(sessionId)) return createSandboxProvider({ pageUrl: sandboxPageUrl(context, env) }).getStatus(sessionId)
  const accounts = PAYMENT_ACCOUNTS.flatMap((account) => stripeSettingsOf(account, env) ?? [])
  const unique = [...new Map(accounts.map((settings) => [settings.secretKey, settings])).values()]
  for (const settings of unique) {
    try {
      return await stripeProviderOf(settings).getStatus(sessionId)
    } catch (error) {
      if (!(error instanceof HttpsError && error.code === 'not-found')) throw error
    }
  }
  throw new HttpsError('not-found', `Unknown payment session '${sessionId}'`)
}
