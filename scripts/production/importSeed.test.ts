import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDocuments } from '../../seed/dataset'
import { clientFor, newDataDir } from '../lake/lakeForTests'
import { startLake, type Lake } from '../lake/server'
import type { StoredDocument } from '../lake/perspective'
import { batchesOf, importSeed, MAX_DOCUMENTS, type SeedDocument } from './importSeed'

// Documents the seed does not own: an editor's own document and an editor's draft of a seed page.
const seed = seedDocuments() as SeedDocument[]
const page = seed.find((doc) => doc._type === 'page')!
const foreign: StoredDocument[] = [
  { _id: 'editor.note', _type: 'editorNote', title: 'Written in the Studio' },
  { ...page, _id: `drafts.${page._id}`, title: 'An editor\'s unpublished change' },
]
// The dataset as a real project's starts: empty of the seed, holding only the editors' documents.
let lake: Lake

beforeAll(async () => {
  lake = await startLake({ port: 3997, dataDir: newDataDir(), studioOrigins: [], initialDocuments: () => foreign })
})
afterAll(() => lake.close())

/** The dataset without the fields the lake manages. */
const stored = () =>
  new Map([...lake.store.all()].map(({ _rev: _r, _createdAt: _c, _updatedAt: _u, ...doc }) => [doc._id, doc]))

describe('npm run seed -- --target sanity', () => {
  it('writes every seed document through @sanity/client, twice to the same documents, and leaves the others alone', async () => {
    const client = clientFor(lake.url).withConfig({ token: 'write-token' })
    const first = await importSeed(client, seed)
    expect(first.documents).toBe(seed.length)
    expect(first.transactions.length).toBeGreaterThanOrEqual(Math.ceil(seed.length / MAX_DOCUMENTS))
    const afterFirst = stored()

    const second = await importSeed(client, seed)
    const afterSecond = stored()
    expect(second.transactions).not.toEqual(first.transactions)
    expect([...afterSecond.keys()].sort()).toEqual([...afterFirst.keys()].sort())
    expect(afterSecond).toEqual(afterFirst)
    expect(afterSecond.size).toBe(seed.length + foreign.length)
    for (const doc of seed) expect(afterSecond.get(doc._id), doc._id).toEqual(JSON.parse(JSON.stringify(doc)))
    for (const doc of foreign) expect(afterSecond.get(doc._id), doc._id).toEqual(doc)
  })

  it('refuses a draft in the seed before writing anything', async () => {
    const before = stored()
    await expect(importSeed(clientFor(lake.url), [{ ...page, _id: `drafts.${page._id}` }])).rejects.toThrow(/published documents only/)
    expect(stored()).toEqual(before)
  })

  it('keeps transactions within both limits', () => {
    const docs = Array.from({ length: 250 }, (_, index) => ({ _id: `d${index}`, _type: 't', body: 'x'.repeat(index === 3 ? 900 : 10) }))
    expect(batchesOf(docs).map((batch) => batch.length)).toEqual([100, 100, 50])
    expect(batchesOf(docs, 100, 1000).map((batch) => batch.length)[0]).toBe(3)
  })
})
