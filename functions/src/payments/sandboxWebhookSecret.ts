/**
 * The secret the sandbox signs its webhook events with, as Stripe signs with an endpoint's
 * secret: SANDBOX_WEBHOOK_SECRET, else a random one created once in <SANDBOX_DIR>/webhook-secret
 * (fileSecret: one writer when several function processes start at once).
 */
import { fileSecret } from '../fileSecret'
import { sandboxDir } from './sandboxStore'

export const SANDBOX_SECRET_FILE = 'webhook-secret'

/** null when the sandbox has neither the variable nor a folder (deployed with Stripe only). */
export async function sandboxWebhookSecret(env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  if (env.SANDBOX_WEBHOOK_SECRET) return env.SANDBOX_WEBHOOK_SECRET
  const dir = sandboxDir(env)
  if (dir === null) return null
  return fileSecret(dir, SANDBOX_SECRET_FILE, 'whsec_sandbox_')
}
