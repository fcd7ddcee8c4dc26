/**
 * The secret the sandbox signs its webhook events with, as Stripe signs with an endpoint's
 * secret: SANDBOX_WEBHOOK_SECRET, else a random one created once in <SANDBOX_DIR>/webhook-secret.
 * The file is created with 'wx' (fails if it exists), so when several function processes start
 * at once exactly one writes it and all of them read the same secret.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sandboxDir } from './sandboxStore'

export const SANDBOX_SECRET_FILE = 'webhook-secret'

const known = new Map<string, string>()
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** null when the sandbox has neither the variable nor a folder (deployed with Stripe only). */
export async function sandboxWebhookSecret(env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  if (env.SANDBOX_WEBHOOK_SECRET) return env.SANDBOX_WEBHOOK_SECRET
  const dir = sandboxDir(env)
  if (dir === null) return null
  const file = join(dir, SANDBOX_SECRET_FILE)
  const cached = known.get(file)
  if (cached) return cached
  await mkdir(dir, { recursive: true })
  try {
    await writeFile(file, `whsec_sandbox_${randomBytes(24).toString('hex')}\n`, { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  // Another process may have created the file a moment ago and not yet written it.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const secret = (await readFile(file, 'utf8')).trim()
    if (secret) {
      known.set(file, secret)
      return secret
    }
    await sleep(25)
  }
  throw new Error(`The sandbox webhook secret file ${file} stays empty`)
}
