import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lake } from './server'
import { startTestLake } from './lakeForTests'

const STUDIO = 'http://localhost:3333'
let lake: Lake

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake.close())

const mutate = (headers: Record<string, string>) =>
  fetch(`${lake.url}/v2025-02-19/data/mutate/production?returnIds=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ mutations: [{ createOrReplace: { _id: 'guard.test', _type: 'note', title: 'planted' } }] }),
  })
const stored = () => lake.store.get('guard.test')

describe('the local lake takes changes only from the Studio and the project\'s own tools', () => {
  it('refuses a write from another web page with 403 and changes nothing', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:5173', 'http://127.0.0.1:3900']) {
      const answer = await mutate({ origin })
      expect(answer.status, origin).toBe(403)
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull()
      expect(JSON.stringify(await answer.json())).toContain('only from Sanity Studio')
    }
    const upload = await fetch(`${lake.url}/v2025-02-19/assets/images/production`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: new Uint8Array([1, 2, 3]) })
    expect(upload.status).toBe(403)
    expect(stored()).toBeUndefined()
  })

  it('takes writes from the Studio\'s origin and from tools that send no origin (Node clients)', async () => {
    expect((await mutate({ origin: STUDIO })).status).toBe(200)
    expect(stored()).toMatchObject({ title: 'planted' })
    expect((await mutate({})).status).toBe(200)
  })

  it('still answers reads from any page, long queries sent as POST included', async () => {
    const get = await fetch(`${lake.url}/v2025-02-19/data/query/production?query=count(*[_type=="funnel"])`, { headers: { origin: 'https://evil.example' } })
    expect(get.status).toBe(200)
    expect(((await get.json()) as { result: number }).result).toBeGreaterThan(0)
    const post = await fetch(`${lake.url}/v2025-02-19/data/query/production`, {
      method: 'POST',
      headers: { origin: 'http://localhost:5173', 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'count(*[_type=="funnel"])' }),
    })
    expect(post.status).toBe(200)
    expect(post.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('answers CORS with credentials for the Studio by name, and with * and no credentials for other pages', async () => {
    const preflight = (origin: string) =>
      fetch(`${lake.url}/v2025-02-19/data/mutate/production`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } })
    const studio = await preflight(STUDIO)
    expect(studio.headers.get('access-control-allow-origin')).toBe(STUDIO)
    expect(studio.headers.get('access-control-allow-credentials')).toBe('true')
    const other = await preflight('https://evil.example')
    expect(other.headers.get('access-control-allow-origin')).toBe('*')
    expect(other.headers.get('access-control-allow-credentials')).toBeNull()
    expect(other.headers.get('access-control-allow-methods')).not.toContain('DELETE')
    for (const answer of [studio, other]) {
      expect(answer.headers.get('access-control-allow-origin') === '*' && answer.headers.get('access-control-allow-credentials') === 'true').toBe(false)
    }
  })

  it('listens on 127.0.0.1 only', () => {
    expect(new URL(lake.url).hostname).toBe('127.0.0.1')
  })
})
