/**
 * The production configuration, built with fake values: the app's variables parse as a deploy
 * checks them, the functions' file passes, firebase.json serves every funnel's landing at its
 * base path with the security headers and caches only hashed assets for long (checked by serving
 * a build-shaped folder with superstatic, the engine of Firebase's Hosting emulator), and no
 * secret reaches what the browser gets or firebase.json. The real build scans its bundle for
 * secrets on every build (scripts/web/buildWeb.ts), so it is not rebuilt here.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import superstatic from 'superstatic'
import { loadEnv } from 'vite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SECRET_NAMES } from '../../functions/src/config/secrets'
import { findBundleSecrets } from '../web/bundleSecrets'
import { FIREBASE_JSON, LONG_CACHE, NO_CACHE, readFirebaseJson } from '../web/hostingConfig'
import { seedBasePaths } from '../web/seedBasePaths'
import { checkFunctionsEnv, deployBrowserConfig, productionEnv } from './productionEnv'

const PORT = 8997

const browserEnv = {
  VITE_SANITY_PROJECT_ID: 'abc123xy',
  VITE_SANITY_DATASET: 'production',
  VITE_FIREBASE_API_KEY: 'AIzaSyFakeFakeFakeFakeFakeFakeFakeFake0',
  VITE_FIREBASE_AUTH_DOMAIN: 'funnels-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'funnels-prod',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:0a1b2c3d4e5f',
  VITE_META_PIXEL_ID: '1234567890123',
}
const functionsEnv = {
  SANITY_PROJECT_ID: 'abc123xy',
  SANITY_DATASET: 'production',
  SITE_URL: 'https://funnels.example.com',
  SMTP_HOST: 'smtp.example.com',
  SMTP_USER: 'funnels',
  MAIL_FROM: 'Funnels <hello@funnels.example.com>',
  STRIPE_PUBLISHABLE_KEY_MAIN: 'pk_live_fakePublishableMain',
  STRIPE_PUBLISHABLE_KEY_SCREENDETOX: 'pk_live_fakePublishableDetox',
  META_PIXEL_ID: '1234567890123',
  GA4_MEASUREMENT_ID: 'G-FAKE12345',
}
/**
 * Every secret, with a fake value no other string contains, in the shell a deploy runs in. Built
 * from parts, so this file itself holds no secret-looking text for any scanner.
 */
const part = (...parts: string[]) => parts.join('_')
const secrets: Record<(typeof SECRET_NAMES)[number] | 'SANITY_WRITE_TOKEN' | 'SANITY_TOKEN', string> = {
  DATABASE_URL: `postgresql://funnels:${'fakeDbPassword97'}@/funnels?host=/cloudsql/funnels-prod:us-central1:funnels`,
  UNSUBSCRIBE_SECRET: 'fake-unsubscribe-secret-0123456789abcdef0123456789',
  STRIPE_SECRET_KEY_MAIN: part('sk', 'live', 'fakeSecretMain0123456789'),
  STRIPE_SECRET_KEY_SCREENDETOX: part('sk', 'live', 'fakeSecretDetox0123456789'),
  STRIPE_WEBHOOK_SECRET_MAIN: part('whsec', 'fakeWebhookMain0123456789'),
  STRIPE_WEBHOOK_SECRET_SCREENDETOX: part('whsec', 'fakeWebhookDetox0123456789'),
  SMTP_PASSWORD: 'fake-smtp-password-97',
  META_ACCESS_TOKEN: 'fake-meta-access-token-97',
  GA4_API_SECRET: 'fake-ga4-api-secret-97',
  SANITY_REPORTS_TOKEN: 'fake-sanity-reports-token-97',
  SANITY_WRITE_TOKEN: 'fake-sanity-write-token-97',
  SANITY_TOKEN: 'fake-sanity-read-token-97',
}
const secretValues = Object.values(secrets)

/** A folder shaped as the build writes dist/: the shell, each funnel's landing, hashed assets, public files. */
function fakeDist(basePaths: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'))
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  write('index.html', '<!doctype html><title>shell</title>')
  for (const basePath of basePaths) write(`${basePath}/index.html`, `<!doctype html><title>landing ${basePath}</title>`)
  write('assets/index-Bq3xYz12.js', 'console.log(1)')
  write('assets/index-Cd4eFg56.css', 'body{}')
  write('images/parenting/hero.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>')
  write('legal/terms.html', '<!doctype html><title>terms</title>')
  return dir
}

let server: Server
const basePaths = seedBasePaths()
const get = async (path: string) => {
  const answer = await fetch(`http://127.0.0.1:${PORT}${path}`, { redirect: 'manual' })
  return { status: answer.status, headers: answer.headers, body: await answer.text() }
}

beforeAll(async () => {
  const { hosting } = readFirebaseJson()
  const { public: _public, ignore: _ignore, ...rules } = hosting
  // superstatic's types know header rules by `source` only; its matcher (as Hosting) takes `regex` too.
  type Config = NonNullable<Parameters<typeof superstatic>[0]>['config']
  const handler = superstatic({ cwd: fakeDist(basePaths), config: { public: '.', ...rules } as Config, compression: false })
  // The connect middleware signature: request, response, next (called when nothing answers).
  const handle = handler as (request: IncomingMessage, response: ServerResponse, next: () => void) => void
  server = createServer((request, response) => handle(request, response, () => response.writeHead(404).end('not found')))
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve))
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the production configuration, with fake values', () => {
  it('parses the app\'s production variables as a deploy checks them, and the functions\' file', () => {
    const root = mkdtempSync(join(tmpdir(), 'prod-env-'))
    writeFileSync(join(root, '.env.production'), Object.entries(browserEnv).map(([name, value]) => `${name}=${value}`).join('\n'))
    const config = deployBrowserConfig(productionEnv(root))
    expect(config.firebase).toEqual({ options: { apiKey: browserEnv.VITE_FIREBASE_API_KEY, authDomain: 'funnels-prod.firebaseapp.com', projectId: 'funnels-prod', appId: browserEnv.VITE_FIREBASE_APP_ID } })
    expect(config.sanity).toMatchObject({ projectId: 'abc123xy', dataset: 'production', useCdn: true })
    expect(() => checkFunctionsEnv('functions/.env.funnels-prod', functionsEnv)).not.toThrow()
    expect(() => checkFunctionsEnv('functions/.env.funnels-prod', { ...functionsEnv, STRIPE_SECRET_KEY_MAIN: secrets.STRIPE_SECRET_KEY_MAIN })).toThrow(/STRIPE_SECRET_KEY_MAIN is a secret/)
  })

  it('gives the browser build no secret, even with every secret in the shell', () => {
    for (const [name, value] of Object.entries({ ...secrets, ...functionsEnv })) vi.stubEnv(name, value)
    try {
      const root = mkdtempSync(join(tmpdir(), 'prod-env-'))
      writeFileSync(join(root, '.env.production'), Object.entries(browserEnv).map(([name, value]) => `${name}=${value}`).join('\n'))
      // What Vite inlines as import.meta.env, and what the app makes of it.
      const inlined = JSON.stringify(loadEnv('production', root, 'VITE_'))
      const parsed = JSON.stringify(deployBrowserConfig(productionEnv(root)))
      for (const text of [inlined, parsed]) for (const value of secretValues) expect(text).not.toContain(value)
      const scanned = mkdtempSync(join(tmpdir(), 'prod-config-'))
      writeFileSync(join(scanned, 'env.json'), inlined)
      writeFileSync(join(scanned, 'config.json'), parsed)
      expect(findBundleSecrets(scanned)).toEqual([])
      expect(JSON.parse(inlined)).toMatchObject(browserEnv)
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('keeps every secret out of firebase.json', () => {
    const dir = mkdtempSync(join(tmpdir(), 'firebase-json-'))
    const text = JSON.stringify(readFirebaseJson())
    writeFileSync(join(dir, 'firebase.json'), text)
    expect(findBundleSecrets(dir)).toEqual([])
    for (const name of Object.keys(secrets)) expect(text).not.toContain(name)
    expect(FIREBASE_JSON).toMatch(/functions\/firebase\.json$/)
  })

  it('serves each funnel\'s prerendered landing at its base path, and the app shell for the other routes', async () => {
    expect(basePaths).toHaveLength(7)
    for (const basePath of basePaths) {
      const landing = await get(basePath)
      expect(landing.status, basePath).toBe(200)
      expect(landing.body).toContain(`landing ${basePath}`)
      // A trailing slash leads to the same landing, never to the shell.
      const slash = await get(`${basePath}/`)
      expect(slash.status).toBe(301)
      expect(slash.headers.get('location')).toBe(basePath)
      expect((await get(`${basePath}/some-page`)).body).toContain('<title>shell</title>')
    }
    expect((await get('/')).body).toContain('<title>shell</title>')
    expect((await get('/leadership/results?lang=pl')).body).toContain('<title>shell</title>')
    expect((await get('/onboardings')).body).toContain('<title>shell</title>')
  })

  it('caches hashed assets for a year and revalidates HTML; public files keep Hosting\'s default', async () => {
    for (const path of ['/assets/index-Bq3xYz12.js', '/assets/index-Cd4eFg56.css']) expect((await get(path)).headers.get('cache-control'), path).toBe(LONG_CACHE)
    for (const path of ['/', '/leadership', '/leadership/some-page', '/legal/terms.html']) expect((await get(path)).headers.get('cache-control'), path).toBe(NO_CACHE)
    expect((await get('/images/parenting/hero.svg')).headers.get('cache-control')).not.toBe(LONG_CACHE)
  })

  it('sends the security headers with every answer', async () => {
    for (const path of ['/', ...basePaths, '/leadership/some-page', '/assets/index-Bq3xYz12.js', '/images/parenting/hero.svg', '/legal/terms.html']) {
      const { headers } = await get(path)
      expect(headers.get('content-security-policy'), path).toMatch(/default-src 'self'.*frame-ancestors 'self' https:\/\/\*\.sanity\.studio/)
      expect(headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(headers.get('strict-transport-security'), path).toMatch(/^max-age=\d+/)
    }
  })
})
