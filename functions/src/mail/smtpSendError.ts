/**
 * What a failed SMTP send means for whoever retries it. A 5xx reply is the server's final no (a
 * bounce: unknown mailbox, rejected sender, refused content): sending the same e-mail again gives
 * the same answer. A 4xx reply (mailbox busy, greylisting, rate limit) and a connection that fails
 * (server down, timeout, reset) are temporary and worth retrying later.
 */

/** Failure codes nodemailer gives to network trouble, not to a reply of the server. */
const CONNECTION_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE'])

/** A send the SMTP server refused or could not be reached for; `permanent` says whether retrying can help. */
export class SmtpSendError extends Error {
  override readonly name = 'SmtpSendError'
  constructor(
    message: string,
    /** true for a bounce (5xx): do not retry. */
    readonly permanent: boolean,
    /** The server's reply code (550, 421, ...); undefined when no reply came. */
    readonly responseCode: number | undefined,
    /** nodemailer's code (EENVELOPE, ECONNECTION, ...). */
    readonly code: string | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

const field = (error: unknown, key: string): unknown => (typeof error === 'object' && error !== null && key in error ? (error as Record<string, unknown>)[key] : undefined)

/** Turns whatever nodemailer threw into a {@link SmtpSendError} with a message a person can act on. */
export function smtpSendError(error: unknown, to: string): SmtpSendError {
  const reply = field(error, 'responseCode')
  const responseCode = typeof reply === 'number' ? reply : undefined
  const rawCode = field(error, 'code')
  const code = typeof rawCode === 'string' ? rawCode : undefined
  const detail = String(field(error, 'response') ?? (error instanceof Error ? error.message : error))
  if (responseCode !== undefined && responseCode >= 500) {
    return new SmtpSendError(`SMTP bounce to ${to} (permanent, do not retry): ${responseCode} ${detail}`, true, responseCode, code, { cause: error })
  }
  if (responseCode !== undefined && responseCode >= 400) {
    return new SmtpSendError(`SMTP temporary failure to ${to} (retryable): ${responseCode} ${detail}`, false, responseCode, code, { cause: error })
  }
  if (code !== undefined && CONNECTION_CODES.has(code)) {
    return new SmtpSendError(`SMTP server unreachable sending to ${to} (retryable): ${detail}`, false, undefined, code, { cause: error })
  }
  // No reply code and no network trouble: a malformed message or address nodemailer refused itself.
  return new SmtpSendError(`SMTP send to ${to} failed (permanent): ${detail}`, true, responseCode, code, { cause: error })
}

/** Whether sending again later can help: true for 4xx replies and connection trouble, false for bounces. */
export function isRetryableMailError(error: unknown): boolean {
  if (error instanceof SmtpSendError) return !error.permanent
  return field(error, 'permanent') !== true
}
