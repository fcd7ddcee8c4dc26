import { X509Certificate } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { generate } from 'selfsigned'

export interface LakeCertificate {
  key: string
  cert: string
}

const DAY = 24 * 60 * 60 * 1000

/**
 * The lake's self-signed certificate (localhost, 127.0.0.1, *.localhost), made on first start and
 * kept in `<dataDir>/tls/`: a browser that accepted it once keeps accepting it after a restart.
 * A certificate that expires within a day is replaced.
 */
export async function loadCertificate(dataDir: string, now = new Date()): Promise<LakeCertificate> {
  const folder = join(dataDir, 'tls')
  const keyFile = join(folder, 'key.pem')
  const certFile = join(folder, 'cert.pem')
  if (existsSync(keyFile) && existsSync(certFile)) {
    const kept = { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') }
    if (Date.parse(new X509Certificate(kept.cert).validTo) > now.getTime() + DAY) return kept
  }
  const made = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - DAY),
    notAfterDate: new Date(now.getTime() + 365 * DAY),
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 2, value: '*.localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  })
  mkdirSync(folder, { recursive: true })
  writeFileSync(keyFile, made.private, { mode: 0o600 })
  writeFileSync(certFile, made.cert)
  return { key: made.private, cert: made.cert }
}
