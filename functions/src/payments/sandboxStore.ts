/**
 * The sandbox's sessions, one JSON file each in SANDBOX_DIR (default: `sandbox` beside the sink
 * folder, <repo>/.data/sandbox), so they outlive an emulator restart as Stripe's would. Files
 * are parsed with zod on the way in; ids are checked against their pattern before they name a
 * file, so a session id from a URL can never reach another path.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import * as z from 'zod/mini'
import { PAYMENT_STATUSES, priceOptionSchema, SESSION_STATUSES } from '../../../schemas/payments/wire'
import { sinkDir } from '../sink'

/** Stripe keeps an unpaid Checkout session open for 24 hours. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000

const SESSION_ID = /^cs_sandbox_[0-9a-f]{24}$/

const localName = z.object({ en: z.string(), pl: z.string() })

export const sandboxSessionSchema = z.object({
  id: z.string().check(z.regex(SESSION_ID)),
  /** checkout: the hosted page; elements: the inline form (createElementsSubscription). */
  kind: z.enum(['checkout', 'elements']),
  mode: z.enum(['subscription', 'payment']),
  status: z.enum(SESSION_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  onboardingType: z.string(),
  // fullAmount: the price before a coupon (absent in sessions saved before it was kept).
  option: z.extend(priceOptionSchema, { name: localName, fullAmount: z.optional(z.number()) }),
  userId: z.nullable(z.string()),
  email: z.string(),
  /** Absent for an inline form without a return URL: the page then says the payment is done. */
  successUrl: z.optional(z.string()),
  cancelUrl: z.optional(z.string()),
  locale: z.optional(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  customerId: z.string(),
  /** The subscription or payment id: known at once for the inline form, at payment for checkout. */
  transactionId: z.optional(z.string()),
  clientSecret: z.optional(z.string()),
  cardLast4: z.optional(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
  completedAt: z.optional(z.string()),
  /** The refund of the session's payment (at most one, as an order is refunded once). */
  refund: z.optional(z.object({ id: z.string(), amount: z.number(), currency: z.string(), createdAt: z.string() })),
  /** When the session's subscription was cancelled: it never charges again. */
  canceledAt: z.optional(z.string()),
})
export type SandboxSession = z.infer<typeof sandboxSessionSchema>

export const isSandboxSessionId = (id: string) => SESSION_ID.test(id)

const randomHex = (bytes: number) => randomBytes(bytes).toString('hex')
export const newSessionId = () => `cs_sandbox_${randomHex(12)}`
export const newSandboxId = (prefix: 'cus' | 'sub' | 'pi' | 're' | 'ch') => `${prefix}_sandbox_${randomHex(12)}`
export const newClientSecret = (sessionId: string) => `${sessionId}_secret_${randomHex(12)}`

/** null when deployed without SANDBOX_DIR: there is no disk to keep sessions on. */
export function sandboxDir(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.SANDBOX_DIR) return resolve(env.SANDBOX_DIR)
  const sinks = sinkDir()
  return sinks === null ? null : resolve(sinks, '..', 'sandbox')
}

function fileOf(id: string): string | null {
  const dir = sandboxDir()
  return dir !== null && isSandboxSessionId(id) ? join(dir, `${id}.json`) : null
}

/** Written to a temporary file and renamed, so a reader never sees half a session. */
export async function saveSession(session: SandboxSession): Promise<void> {
  const dir = sandboxDir()
  const file = fileOf(session.id)
  if (dir === null || file === null) throw new Error(`Cannot store sandbox session ${session.id}: no SANDBOX_DIR`)
  await mkdir(dir, { recursive: true })
  const temporary = `${file}.${randomHex(4)}.tmp`
  await writeFile(temporary, `${JSON.stringify(session, null, 2)}\n`, 'utf8')
  await rename(temporary, file)
}

/** The stored session, expired once its 24 hours are over; null for an unknown or malformed id. */
export async function loadSession(id: string, now: Date = new Date()): Promise<SandboxSession | null> {
  const file = fileOf(id)
  if (file === null) return null
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  const session = sandboxSessionSchema.parse(JSON.parse(text))
  return session.status === 'open' && now.getTime() > Date.parse(session.expiresAt) ? { ...session, status: 'expired' } : session
}
