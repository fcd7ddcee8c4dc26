/**
 * Secret-looking strings in a browser build: a key that reaches the bundle is public. Every
 * production build (buildWeb.ts) is scanned, so `npm start`, the end-to-end tests and a deploy
 * all stop on one.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative } from 'node:path'

const PATTERNS: [string, RegExp][] = [
  ['a Stripe secret key', /\bsk_(live|test)_[0-9A-Za-z]{8,}/],
  ['a Stripe restricted key', /\brk_(live|test)_[0-9A-Za-z]{8,}/],
  ['a Stripe webhook secret', /\bwhsec_[0-9A-Za-z+/=]{8,}/],
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['a service account', /"type"\s*:\s*"service_account"|"private_key_id"\s*:/],
  ['an SMTP password', /\bSMTP_PASS(WORD)?\b\s*[:=]\s*["'`][^"'`\s]+|smtps?:\/\/[^\s:/@"'`]+:[^\s@"'`]+@/i],
  ['a database URL with a password', /\bpostgres(ql)?:\/\/[^\s:/@"'`]+:[^\s@"'`]+@/],
]

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.json', '.map', '.txt', '.svg', '.webmanifest'])

export interface SecretFinding {
  file: string
  kind: string
  excerpt: string
}

/** Every secret-looking string in the text files under `dir`. */
export function findBundleSecrets(dir: string): SecretFinding[] {
  const findings: SecretFinding[] = []
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.has(extname(entry.name))) continue
    const path = join(entry.parentPath, entry.name)
    const text = readFileSync(path, 'utf8')
    for (const [kind, pattern] of PATTERNS) {
      const match = pattern.exec(text)
      // Only the start: the finding must not print the secret it found in full.
      if (match) findings.push({ file: relative(dir, path), kind, excerpt: `${match[0].slice(0, 12)}…` })
    }
  }
  return findings
}

/** Throws, naming each file and kind, when the build holds anything secret-looking. */
export function assertNoBundleSecrets(dir: string): void {
  const findings = findBundleSecrets(dir)
  if (findings.length === 0) return
  throw new Error(`The browser build in ${dir} holds secret-looking strings:\n${findings.map(({ file, kind, excerpt }) => `  ${file}: ${kind} (${excerpt})`).join('\n')}`)
}
