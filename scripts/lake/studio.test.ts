import type { SanityClient } from '@sanity/client'
import { firstValueFrom } from 'rxjs'
import { createGrantsStore } from 'sanity'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clientFor, startTestLake } from './lakeForTests'
import type { Lake } from './server'

let lake: Lake
let client: SanityClient

beforeEach(async () => {
  lake = await startTestLake()
  // The Studio's own clients: API version 1 for the auth store, credentials on.
  client = clientFor(lake.url, { apiVersion: '1', withCredentials: true })
})
afterEach(() => lake.close())

describe('what Sanity Studio asks before it shows anything', () => {
  it('a fixed local editor is signed in', async () => {
    expect(await client.request({ uri: '/users/me' })).toEqual({
      id: 'local-editor',
      name: 'Local editor',
      email: 'editor@localhost',
      role: 'administrator',
      roles: [expect.objectContaining({ name: 'administrator', title: 'Administrator' })],
      provider: 'local',
    })
    expect(await client.request({ uri: '/auth/id' })).toEqual({ id: 'local-editor' })
    expect(await client.request({ uri: '/users/local-editor,someone-else' })).toEqual([expect.objectContaining({ id: 'local-editor', displayName: 'Local editor' })])
  })

  it("the Studio's grants store finds every permission on every document, drafts included", async () => {
    const grants = createGrantsStore({ client: client.withConfig({ apiVersion: '2025-02-19' }), userId: 'local-editor' })
    for (const permission of ['read', 'create', 'update', 'history'] as const) {
      for (const document of [{ _id: 'page.demo.email', _type: 'page' }, { _id: 'drafts.page.demo.email', _type: 'page' }]) {
        expect(await firstValueFrom(grants.checkDocumentPermission(permission, document))).toMatchObject({ granted: true })
      }
    }
  })

  it('the project has the local editor as member and one content dataset', async () => {
    const versioned = client.withConfig({ apiVersion: '2021-12-15' })
    expect(await versioned.request({ uri: '/projects/local' })).toMatchObject({ id: 'local', members: [{ id: 'local-editor', role: 'administrator' }] })
    expect(await versioned.request({ uri: '/projects/local/datasets' })).toEqual([expect.objectContaining({ name: 'production' })])
    expect(await versioned.request({ uri: '/projects/local/datasets?datasetProfile=comments&addonFor=production' })).toEqual([])
    expect(await versioned.request({ uri: '/projects/local/grants' })).toEqual({})
    expect(await versioned.request({ uri: '/features' })).toEqual([])
  })

  it('answers the cloud-only features the Studio asks about as empty, not as errors', async () => {
    const versioned = client.withConfig({ apiVersion: '2025-02-19' })
    expect(await versioned.request({ uri: '/projects/local/user-applications' })).toEqual([])
    expect(await versioned.request({ uri: '/schedules/local/production?limit=1' })).toEqual({ schedules: [] })
    expect(await versioned.request({ uri: '/intake/telemetry-status' })).toEqual({ status: 'denied' })
    expect(await versioned.request({ uri: '/data/history/production/events/documents/drafts.page.demo.email?limit=100' })).toEqual({ events: {}, nextCursor: '' })
    const translog = await fetch(`${lake.url}/v2025-02-19/data/history/production/transactions/drafts.page.demo.email?effectFormat=mendoza`)
    expect([translog.status, await translog.text()]).toEqual([200, ''])
  })

  it('keeps per-user settings (users/me/keyvalue)', async () => {
    expect(await client.request({ uri: '/users/me/keyvalue/studio.structure.layout' })).toEqual([])
    const stored = [{ key: 'studio.structure.layout', value: { width: 300 } }]
    expect(await client.request({ method: 'PUT', uri: '/users/me/keyvalue', body: stored })).toEqual(stored)
    expect(await client.request({ uri: '/users/me/keyvalue/studio.structure.layout,unknown' })).toEqual(stored)
  })

  it('answers cross-origin requests with credentials allowed for the asking origin', async () => {
    const origin = 'http://localhost:3333'
    const preflight = await fetch(`${lake.url}/v2025-02-19/data/actions/production`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-sanity-tag' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,x-sanity-tag')
    const answer = await fetch(`${lake.url}/v1/users/me`, { headers: { origin } })
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin)
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true')
  })

  it('answers what it does not serve with a JSON 404', async () => {
    const answer = await fetch(`${lake.url}/v2025-02-19/journey/announcements`)
    expect(answer.status).toBe(404)
    expect(await answer.json()).toMatchObject({ statusCode: 404 })
  })
})
