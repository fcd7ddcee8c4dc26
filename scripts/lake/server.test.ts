import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { seedDocuments } from '../../seed/dataset'
import { startLake, type Lake } from './server'

let lake: Lake
let dataDir: string
let client: SanityClient

const start = async () => {
  lake = await startLake({ port: 0, dataDir, initialDocuments: () => seedDocuments() })
  client = createClient({ projectId: 'local', dataset: 'production', apiVersion: '2025-02-19', useCdn: false, apiHost: lake.url, useProjectHostname: false })
}

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lake-'))
  await start()
})
afterEach(() => lake.close())

describe('local content lake through the real @sanity/client', () => {
  it('answers GROQ with parameters (GET)', async () => {
    const keys = await client.fetch<string[]>('*[_type == "page" && _id in $ids].key', { ids: ['page.demo.email', 'page.demo.congrats'] })
    expect(keys.sort()).toEqual(['congrats', 'email'])
  })

  it('answers long queries sent as POST', async () => {
    const padding = ' '.repeat(12000)
    const count = await client.fetch<number>(`count(*[_type == "page"])${padding}`)
    expect(count).toBe(seedDocuments().filter((doc) => doc._type === 'page').length)
  })

  it('returns documents by id and lists the missing ones', async () => {
    expect((await client.getDocument('page.demo.email'))?.key).toBe('email')
    expect(await client.getDocument('page.demo.nothing')).toBeUndefined()
  })

  it('published hides drafts; drafts shows a draft under the published id', async () => {
    await client.createOrReplace({ _id: 'drafts.page.demo.email', _type: 'page', key: 'email', title: { _type: 'localeString', en: 'Draft title' } })
    const published = client.withConfig({ perspective: 'published' })
    const drafts = client.withConfig({ perspective: 'drafts' })
    expect(await published.fetch('*[_id == "page.demo.email"][0].title.en')).toBe('Where should we send your plan?')
    expect(await drafts.fetch('*[_id == "page.demo.email"][0]{_id, _originalId, "title": title.en}')).toEqual({
      _id: 'page.demo.email',
      _originalId: 'drafts.page.demo.email',
      title: 'Draft title',
    })
    expect(await published.fetch('count(*[_id in path("drafts.**")])')).toBe(0)
  })

  it('applies patches, sets _rev to the transaction id, and persists across a restart', async () => {
    const result = await client.patch('page.demo.email').set({ 'title.en': 'Changed' }).commit()
    expect(result.title.en).toBe('Changed')
    expect(result._rev).toBeTruthy()
    await lake.close()
    await start()
    expect(await client.fetch('*[_id == "page.demo.email"][0].title.en')).toBe('Changed')
  })

  it('a transaction with a failing mutation changes nothing', async () => {
    const tx = client.transaction().patch('page.demo.email', (p) => p.set({ 'title.en': 'Half' })).create({ _id: 'page.demo.email', _type: 'page' })
    await expect(tx.commit()).rejects.toThrow(/already exists/)
    expect(await client.fetch('*[_id == "page.demo.email"][0].title.en')).toBe('Where should we send your plan?')
  })

  it('re-importing the seed with createOrReplace is idempotent', async () => {
    const importSeed = () => {
      const tx = client.transaction()
      for (const doc of seedDocuments()) tx.createOrReplace<Record<string, unknown>>(doc)
      return tx.commit()
    }
    await importSeed()
    const first = await client.fetch('*[]{..., "_rev": null, "_updatedAt": null, "_createdAt": null} | order(_id)')
    await importSeed()
    expect(await client.fetch('*[]{..., "_rev": null, "_updatedAt": null, "_createdAt": null} | order(_id)')).toEqual(first)
  })

  it('answers a query that does not parse with Sanity\'s error shape', async () => {
    const error = await client.fetch('*[_type == ').catch((e: unknown) => e)
    expect(error).toMatchObject({ statusCode: 400, details: { type: 'queryParseError', query: '*[_type == ' } })
    expect((error as Error).message).toMatch(/GROQ query parse error/)
  })

  it('answers an unknown dataset with 404', async () => {
    await expect(client.withConfig({ dataset: 'staging' }).fetch('1')).rejects.toMatchObject({ statusCode: 404 })
  })
})
