import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDocuments } from '../seed/dataset'
import { seedSource, type ContentSource } from './contentSource'
import { clientFor, newDataDir } from './lake/lakeForTests'
import { startLake, type Lake } from './lake/server'
import { buildSnapshot, writeSnapshot } from './snapshot'
import { snapshotWithTwins } from './snapshotWithTwins'

/** A real local lake seeded with the seed, one page of which fails validation (no English title). */
const broken = seedDocuments().map((doc) => (doc._id === 'page.demo.email' ? { ...doc, title: { _type: 'localeString', pl: 'Bez angielskiego' } } : doc))
let lake: Lake
let source: ContentSource
const snapshotDirs: string[] = []
const newSnapshotDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'snapshot-'))
  snapshotDirs.push(dir)
  return dir
}

beforeAll(async () => {
  lake = await startLake({ port: 0, dataDir: newDataDir(), initialDocuments: () => broken })
  const client = clientFor(lake.url)
  source = { name: 'the test lake', fetch: (query, params = {}) => client.fetch(query, params) }
})
afterAll(async () => {
  await lake.close()
  for (const dir of snapshotDirs) rmSync(dir, { recursive: true, force: true })
})

const pageOf = (funnels: Awaited<ReturnType<typeof snapshotWithTwins>>['funnels'], id: string) =>
  funnels.find((content) => content.funnel.key === 'demo')?.pages.find((page) => page._id === id)

describe('snapshotWithTwins', { timeout: 60_000 }, () => {
  it('one invalid page: every funnel is built, the page served by the seed twin when there is no last snapshot, and named in one line', async () => {
    const { funnels, invalidDocuments, fatal } = await snapshotWithTwins(source, { dir: newSnapshotDir() })
    expect(fatal).toEqual([])
    expect(invalidDocuments).toEqual(['Invalid document page.demo.email (title.en: Invalid input: expected string, received undefined): its snapshot twin serves instead'])
    const seeded = await buildSnapshot(seedSource())
    expect(funnels.map((content) => content.funnel.key)).toEqual(seeded.funnels.map((content) => content.funnel.key))
    expect(pageOf(funnels, 'page.demo.email')).toEqual(pageOf(seeded.funnels, 'page.demo.email'))
  })

  it("prefers the last snapshot's copy of the page, what the site served until now", async () => {
    const seeded = await buildSnapshot(seedSource())
    const last = seeded.funnels.map((content) =>
      content.funnel.key === 'demo' ? { ...content, pages: content.pages.map((page) => (page._id === 'page.demo.email' ? { ...page, _rev: 'served-until-now' } : page)) } : content,
    )
    const dir = newSnapshotDir()
    writeSnapshot({ site: seeded.site, funnels: last }, dir)
    const { funnels, invalidDocuments } = await snapshotWithTwins(source, { dir })
    expect(invalidDocuments).toHaveLength(1)
    expect(pageOf(funnels, 'page.demo.email')?._rev).toBe('served-until-now')
  })

  it('valid content is built once, with nothing to name', async () => {
    const { funnels, invalidDocuments } = await snapshotWithTwins(seedSource(), { dir: newSnapshotDir() })
    expect(invalidDocuments).toEqual([])
    expect(funnels.length).toBeGreaterThan(0)
  })
})
