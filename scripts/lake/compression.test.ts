import { request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FUNNEL_CONTENT_QUERY } from '../../schemas/funnel/queries'
import { acceptsGzip } from './http'
import { clientFor, startTestLake } from './lakeForTests'
import type { Lake } from './server'

let lake: Lake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake.close())

/** A raw GET, so the test sees the bytes on the wire and not what a client decoded. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${lake.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

const funnelQuery = `/v2025-02-19/data/query/production?query=${encodeURIComponent(FUNNEL_CONTENT_QUERY)}&%24key=%22leadership%22`

describe('the lake compresses its answers, as Sanity does', () => {
  it('gzips a funnel query for a client that takes gzip, to a fraction of its size', async () => {
    const plain = await rawGet(funnelQuery, {})
    const zipped = await rawGet(funnelQuery, { 'accept-encoding': 'gzip, deflate, br' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toContain('accept-encoding')
    // The same answer but for `ms`, the query's time.
    const answer = (bytes: Buffer) => ({ ...JSON.parse(bytes.toString()), ms: 0 })
    expect(answer(gunzipSync(zipped.body))).toEqual(answer(plain.body))
    expect(zipped.body.length).toBeLessThan(plain.body.length / 4)
  })

  it('sends small answers as they are', async () => {
    const small = await rawGet('/v2025-02-19/data/query/production?query=1', { 'accept-encoding': 'gzip' })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(small.body.toString()).result).toBe(1)
  })

  it('@sanity/client reads the compressed answers unchanged', async () => {
    const content = await clientFor(lake.url).fetch<{ funnel: { key: string }; pages: unknown[] }>(FUNNEL_CONTENT_QUERY, { key: 'leadership' })
    expect(content.funnel.key).toBe('leadership')
    expect(content.pages.length).toBeGreaterThan(50)
  })

  it('honours a refusal (q=0) and the wildcard', () => {
    const headers = (value: string) => ({ headers: { 'accept-encoding': value }, [Symbol.asyncIterator]: undefined as never })
    expect(acceptsGzip(headers('gzip;q=0, br'))).toBe(false)
    expect(acceptsGzip(headers('*'))).toBe(true)
    expect(acceptsGzip(headers('identity'))).toBe(false)
    expect(acceptsGzip(headers('br, gzip;q=0.5'))).toBe(true)
  })
})
