/**
 * The spec's address pattern: a local part without spaces or brackets, an at sign, then a
 * dotted domain name whose last label has at least two letters, or a bracketed numeric IP.
 */
const EMAIL_PATTERN =
  /^[^\s@<>()[\]\\,;:"]+(\.[^\s@<>()[\]\\,;:"]+)*@(\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\]|([a-zA-Z0-9-]+\.)+[a-zA-Z]{2,})$/

/** What is wrong with an address, or null when it is fine. Surrounding spaces are ignored. */
export type EmailProblem = 'required' | 'invalid'

export function emailProblem(value: string): EmailProblem | null {
  const email = value.trim()
  if (email === '') return 'required'
  return EMAIL_PATTERN.test(email) ? null : 'invalid'
}
