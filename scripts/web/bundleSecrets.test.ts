import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { assertNoBundleSecrets, findBundleSecrets } from './bundleSecrets'

let dir: string
const build = (files: Record<string, string>) => {
  dir = mkdtempSync(join(tmpdir(), 'bundle-secrets-'))
  mkdirSync(join(dir, 'assets'))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  return dir
}
afterEach(() => rmSync(dir, { recursive: true, force: true }))

// Built from parts, so this file itself is no secret-looking text for any scanner.
const stripeSecret = ['sk', 'live', '51Habc123XYZdef456'].join('_')

describe('findBundleSecrets', () => {
  it('passes a build with publishable keys, public ids and ordinary code', () => {
    build({
      'index.html': '<script type="module" src="/assets/index-1.js"></script>',
      'assets/index-1.js': 'const key="pk_live_51Habc123XYZ";const apiKey="AIzaSyA-public-web-key";fetch("https://api.stripe.com")',
    })
    expect(findBundleSecrets(dir)).toEqual([])
    expect(() => assertNoBundleSecrets(dir)).not.toThrow()
  })

  it.each([
    ['a Stripe secret key', `const k="${stripeSecret}"`],
    ['a Stripe restricted key', `const k="${['rk', 'test', '51Habc123XYZdef456'].join('_')}"`],
    ['a Stripe webhook secret', `const k="${['whsec', 'abcdEFGH1234ijkl'].join('_')}"`],
    ['a private key', `const k="-----BEGIN ${'PRIVATE'} KEY-----\\nMIIE"`],
    ['a service account', `const k={"type":"${'service_account'}","project_id":"p"}`],
    ['an SMTP password', `const url="smtp://mailer:${'hunter2'}@smtp.example.com:587"`],
    ['an SMTP password', `SMTP_PASSWORD="${'hunter2'}"`],
    ['a database URL with a password', `const db="postgres://app:${'s3cret'}@10.0.0.3/app"`],
  ])('finds %s in a chunk and names the file without printing the secret', (kind, code) => {
    build({ 'index.html': '<p>hi</p>', 'assets/chunk-2.js': code })
    const findings = findBundleSecrets(dir)
    expect(findings).toContainEqual(expect.objectContaining({ file: join('assets', 'chunk-2.js'), kind }))
    expect(() => assertNoBundleSecrets(dir)).toThrow(/assets\/chunk-2\.js/)
    expect(findings[0]!.excerpt.length).toBeLessThan(14)
  })
})
