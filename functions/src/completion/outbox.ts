/**
 * The local mail provider: every e-mail is written to the outbox folder as a rendered HTML file
 * (open it in a browser) plus one line in outbox.ndjson describing it, so tests and people see
 * what production would have sent and when. $OUTBOX_DIR, default <repo>/.data/outbox.
 * Deployed without OUTBOX_DIR there is no folder to write into: the line (without the body)
 * goes to Cloud Logging instead.
 */
import { randomUUID } from 'node:crypto'
import { appendFile, mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { logger } from 'firebase-functions/logger'

const REPO_FROM_SRC = resolve(import.meta.dirname, '../../..')
const REPO_FROM_LIB = resolve(import.meta.dirname, '../..')

export const OUTBOX_INDEX = 'outbox.ndjson'

/** What the provider is asked to send. */
export interface OutgoingEmail {
  to: string
  subject: string
  html: string
  purpose: string | null
  templateKey: string
  /** The provider's template id from the content; null where the content names none (follow-ups, marketing lists). */
  providerTemplateId: string | null
  language: string
  onboardingType: string
  userId: string
  /** Which plugin sent it: email, emailMarketing, followUp. */
  plugin: string
  /** When it is due (ISO 8601); null sends at once. */
  sendAt: string | null
  /** Extra message headers (List-Unsubscribe on marketing e-mail); the SMTP provider sends them, the outbox records them. */
  headers?: Record<string, string>
}

/** One outbox.ndjson line. */
export interface OutboxRecord extends Omit<OutgoingEmail, 'html'> {
  id: string
  status: 'sent' | 'scheduled'
  /** The HTML file's name inside the outbox folder. */
  file: string
  createdAt: string
}

export interface MailProvider {
  send(email: OutgoingEmail): Promise<{ id: string }>
}

const runsInCloud = () => Boolean(process.env.K_SERVICE) && process.env.FUNCTIONS_EMULATOR !== 'true'

/** The bundle sits in functions/lib, the sources one folder deeper in functions/src/completion. */
const repoRoot = () => (import.meta.dirname.endsWith('completion') ? REPO_FROM_SRC : REPO_FROM_LIB)

export function outboxDir(): string | null {
  if (process.env.OUTBOX_DIR) return resolve(process.env.OUTBOX_DIR)
  return runsInCloud() ? null : join(repoRoot(), '.data/outbox')
}

/** File names sort by creation time and say what they are: 20250101T120000Z_leadership_welcome_1a2b3c4d.html */
const fileName = (createdAt: string, email: OutgoingEmail, id: string) =>
  `${createdAt.replace(/[-:]|\.\d+/g, '')}_${email.onboardingType}_${email.templateKey}_${id.slice(0, 8)}.html`.replace(/[^\w.-]/g, '-')

export const outboxProvider: MailProvider = {
  async send(email) {
    const id = randomUUID()
    const createdAt = new Date().toISOString()
    const { html, ...fields } = email
    const file = fileName(createdAt, email, id)
    const record: OutboxRecord = { id, ...fields, status: email.sendAt ? 'scheduled' : 'sent', file, createdAt }
    const dir = outboxDir()
    if (dir === null) {
      logger.info('outbox', record)
      return { id }
    }
    await mkdir(dir, { recursive: true })
    await writeFile(join(dir, file), html, 'utf8')
    // One appendFile per e-mail keeps lines whole when calls overlap.
    await appendFile(join(dir, OUTBOX_INDEX), `${JSON.stringify(record)}\n`, 'utf8')
    return { id }
  },
}
