import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scriptHash } from './securityHeaders'
import { chooseEncoding, resolveFile, serveWeb, type WebServer } from './serveWeb'

const dir = mkdtempSync(join(tmpdir(), 'serve-web-'))
const script = `console.log(${JSON.stringify('x'.repeat(4000))})\n`
const landingScript = 'document.documentElement.dataset.started = "1"'
let server: WebServer

beforeAll(async () => {
  mkdirSync(join(dir, 'assets'))
  mkdirSync(join(dir, 'leadership'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(join(dir, 'leadership/index.html'), `<!doctype html><script>${landingScript}</script><div id="root"><h1>Leadership</h1></div>`)
  writeFileSync(join(dir, 'assets/logo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  writeFileSync(join(dir, 'assets/entry-abc123.js'), script)
  writeFileSync(join(dir, 'assets/tiny.js'), '1')
  server = await serveWeb({ dir, port: 4391, origins: { connect: ['http://127.0.0.1:3901'], frameAncestors: ['http://localhost:3433'] } })
})
afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

const get = (path: string, acceptEncoding?: string) => fetch(`${server.url}${path}`, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } })

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('')).toBe('identity')
    expect(chooseEncoding(undefined)).toBe('identity')
    expect(chooseEncoding('identity')).toBe('identity')
  })
})

describe('resolveFile', () => {
  it('answers files, prerendered landings, the shell for routes, and nothing outside the build', () => {
    expect(resolveFile(dir, '/assets/entry-abc123.js')).toBe(join(dir, 'assets/entry-abc123.js'))
    expect(resolveFile(dir, '/leadership')).toBe(join(dir, 'leadership/index.html'))
    expect(resolveFile(dir, '/leadership/')).toBe(join(dir, 'leadership/index.html'))
    expect(resolveFile(dir, '/leadership/goal')).toBe(join(dir, 'index.html'))
    expect(resolveFile(dir, '/')).toBe(join(dir, 'index.html'))
    expect(resolveFile(dir, '/assets/missing.js')).toBeUndefined()
    expect(resolveFile(dir, '/../package.json')).toBeUndefined()
    expect(resolveFile(dir, '/%2e%2e/secret.json')).toBeUndefined()
    expect(resolveFile(dir, '/%E0%A4%A')).toBeUndefined()
  })
})

describe('serveWeb', () => {
  it('compresses text with brotli or gzip as the client accepts, byte for byte', async () => {
    const br = await fetch(`${server.url}/assets/entry-abc123.js`, { headers: { 'Accept-Encoding': 'br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    // fetch decodes the body itself; the raw length is what crossed the wire.
    expect(Number(br.headers.get('content-length'))).toBeLessThan(script.length / 10)
    expect(await br.text()).toBe(script)

    const raw = await import('node:http').then(
      ({ get: httpGet }) =>
        new Promise<{ encoding?: string; body: Buffer }>((resolve) =>
          httpGet(`${server.url}/assets/entry-abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
            const chunks: Buffer[] = []
            response.on('data', (chunk: Buffer) => chunks.push(chunk))
            response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }))
          }),
        ),
    )
    expect(raw.encoding).toBe('gzip')
    expect(gunzipSync(raw.body).toString()).toBe(script)
  })

  it('sends plain bytes to a client that accepts no encoding, and leaves tiny files alone', async () => {
    const plain = await get('/assets/entry-abc123.js', 'identity')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(script)
    const tiny = await get('/assets/tiny.js', 'br')
    expect(tiny.headers.get('content-encoding')).toBeNull()
  })

  it('caches hashed assets for a year and revalidates HTML', async () => {
    expect((await get('/assets/entry-abc123.js')).headers.get('cache-control')).toContain('immutable')
    const landing = await get('/leadership')
    expect(landing.headers.get('cache-control')).toBe('no-cache')
    expect(landing.headers.get('content-type')).toContain('text/html')
    expect(await landing.text()).toContain('<h1>Leadership</h1>')
  })

  it('answers the app shell for routes, 404 for a missing asset, 405 for other methods', async () => {
    expect(await (await get('/deeps/age')).text()).toContain('<div id="root"></div>')
    const missing = await get('/assets/gone.js')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('/assets/gone.js')
    expect((await fetch(`${server.url}/leadership`, { method: 'POST' })).status).toBe(405)
  })
})

describe('serveWeb security headers', () => {
  const REQUIRED = ['content-security-policy', 'x-content-type-options', 'referrer-policy']

  it('sends them on HTML, JavaScript, other assets and errors alike', async () => {
    for (const [path, status] of [['/leadership', 200], ['/deeps/age', 200], ['/assets/entry-abc123.js', 200], ['/assets/logo-abc123.png', 200], ['/assets/gone.js', 404]] as const) {
      const response = await get(path)
      expect(response.status, path).toBe(status)
      for (const name of REQUIRED) expect(response.headers.get(name), `${name} on ${path}`).toBeTruthy()
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      // Plain HTTP on this machine: HSTS would pin localhost to HTTPS for every local server.
      expect(response.headers.get('strict-transport-security'), path).toBeNull()
    }
  })

  it('allows the build\'s inline scripts by hash, the local services by origin, and only the Studio to frame the app', async () => {
    const csp = (await get('/leadership')).headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`script-src 'self' ${scriptHash(landingScript)} `)
    expect(csp).not.toContain("'unsafe-inline' https://js.stripe.com")
    expect(csp).toContain("connect-src 'self'")
    expect(csp).toContain('http://127.0.0.1:3901')
    expect(csp).toContain("frame-ancestors 'self' http://localhost:3433;")
  })

  it('listens on the loopback addresses only', async () => {
    const { networkInterfaces } = await import('node:os')
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)
    expect((await fetch(`http://127.0.0.1:4391/leadership`)).status).toBe(200)
    if (!external) return
    await expect(fetch(`http://${external.address}:4391/leadership`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow()
  })
})
