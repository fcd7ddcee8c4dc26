/**
 * The real mail transport: e-mail leaves through SMTP with nodemailer, so production points it at
 * any provider's relay (host, port, user, password) and `npm start` at its local catcher. The
 * headers name the funnel, template, purpose and plugin so a person reading a caught or bounced
 * message can trace it back to what sent it.
 */
import { randomUUID } from 'node:crypto'
import { createTransport, type Transporter } from 'nodemailer'
import type SMTPPool from 'nodemailer/lib/smtp-pool'
import { outboxProvider, type MailProvider, type OutgoingEmail } from '../completion/outbox'
import { htmlToText } from './htmlToText'
import { SmtpSendError, smtpSendError } from './smtpSendError'

/** Where and how to connect, read from the environment by {@link smtpSettingsFromEnv}. */
export interface SmtpSettings {
  host: string
  port: number
  user?: string
  password?: string
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean
}

/** Sender when neither MAIL_FROM_<FUNNEL> nor MAIL_FROM is set. */
export const DEFAULT_FROM = 'Funnels <no-reply@funnels.localhost>'

/** The SMTP settings of this process; null when SMTP_HOST is unset (no SMTP, the outbox stays in charge). */
export function smtpSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpSettings | null {
  if (!env.SMTP_HOST) return null
  const secure = env.SMTP_SECURE === 'true' || env.SMTP_SECURE === '1'
  const port = env.SMTP_PORT ? Number(env.SMTP_PORT) : secure ? 465 : 587
  if (!Number.isInteger(port) || port <= 0) throw new Error(`SMTP_PORT must be a port number, not "${env.SMTP_PORT}"`)
  return { host: env.SMTP_HOST, port, user: env.SMTP_USER || undefined, password: env.SMTP_PASSWORD || undefined, secure }
}

/** MAIL_FROM_<FUNNEL> (the funnel key upper-cased, other characters as _), else MAIL_FROM, else {@link DEFAULT_FROM}. */
export function fromAddressOf(funnel: string, env: NodeJS.ProcessEnv = process.env): string {
  const key = `MAIL_FROM_${funnel.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`
  return env[key] || env.MAIL_FROM || DEFAULT_FROM
}

/** The domain of the sender's address, for Message-IDs that say who made them. */
const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'funnels.localhost'

export interface SmtpMailProviderOptions {
  /** E-mails due later go here until the durable schedule sends them; default the outbox (recorded as scheduled). */
  later?: MailProvider
  env?: NodeJS.ProcessEnv
  now?: () => Date
}

export interface SmtpMailProvider extends MailProvider {
  /** Closes the pooled connections (tests, shutdown). */
  close(): void
}

/**
 * A MailProvider sending through its own pooled transport. It answers `{id}` with the Message-ID
 * and throws {@link SmtpSendError} (`permanent` for a 5xx bounce) when the server refuses.
 * An e-mail with a future `sendAt` is not sent early: it goes to `later`.
 */
export function createSmtpMailProvider(settings: SmtpSettings, options: SmtpMailProviderOptions = {}): SmtpMailProvider {
  const env = options.env ?? process.env
  const now = options.now ?? (() => new Date())
  const later = options.later ?? outboxProvider
  const transport: Transporter<SMTPPool.SentMessageInfo, SMTPPool.Options> = createTransport({
    pool: true,
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
    // A relay that does not answer must not hold a function instance for nodemailer's 2-minute default.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    async send(email: OutgoingEmail) {
      if (email.sendAt && Date.parse(email.sendAt) > now().getTime()) return later.send(email)
      const from = fromAddressOf(email.onboardingType, env)
      const messageId = `<${randomUUID()}@${domainOf(from)}>`
      try {
        await transport.sendMail({
          from,
          to: email.to,
          subject: email.subject,
          html: email.html,
          text: htmlToText(email.html),
          messageId,
          headers: {
            'X-Funnel': email.onboardingType,
            'X-Template': email.templateKey,
            'X-Email-Purpose': email.purpose ?? 'none',
            'X-Email-Plugin': email.plugin,
            'X-Email-Language': email.language,
            ...email.headers,
          },
        })
      } catch (error) {
        throw smtpSendError(error, email.to)
      }
      return { id: messageId }
    },
    close: () => transport.close(),
  }
}

let shared: SmtpMailProvider | undefined

/** The process's one SMTP provider (one pool per function instance), from the environment; null without SMTP_HOST. */
export function sharedSmtpMailProvider(): SmtpMailProvider | null {
  if (shared) return shared
  const settings = smtpSettingsFromEnv()
  if (!settings) return null
  shared = createSmtpMailProvider(settings)
  return shared
}

export { SmtpSendError }
