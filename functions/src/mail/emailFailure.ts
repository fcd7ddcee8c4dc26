/**
 * Telling a failure worth retrying (the SMTP relay down, the content lake unavailable) from one
 * that no retry can mend (an unknown template, an invalid address, a provider's hard bounce).
 * A provider marks its permanent errors with `permanent: true` on the thrown error; the worker
 * never guesses from SMTP codes, because a 5xx can also be our own misconfiguration (a wrong
 * password: 535), which a retry after the fix does mend.
 */

/** Thrown for a job no retry can send; the worker marks it 'failed' at once. */
export class PermanentEmailError extends Error {
  readonly permanent = true
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'PermanentEmailError'
  }
}

/** True when the error says retrying cannot help (`permanent: true`, as PermanentEmailError has). */
export function isPermanentFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true
}

const MAX_ERROR_LENGTH = 1000

/** One line for the job's last_error: the message, with the error's code and SMTP response code when it has them. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, MAX_ERROR_LENGTH)
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown }
  const tags = [typeof code === 'string' ? code : undefined, typeof responseCode === 'number' ? `SMTP ${responseCode}` : undefined].filter(Boolean)
  const text = `${tags.length > 0 ? `[${tags.join(', ')}] ` : ''}${error.message || error.name}`.replace(/\s+/g, ' ').trim()
  return text.slice(0, MAX_ERROR_LENGTH)
}
