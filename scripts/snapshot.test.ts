import { describe, expect, it } from 'vitest'
import { seedDocuments } from '../seed/dataset'
import { demoPages } from '../seed/funnels/demo/index'
import { seedSource } from './contentSource'
import type { StoredDocument } from './lake/perspective'
import { buildSnapshot } from './snapshot'

describe('snapshot', () => {
  it('builds every seeded funnel with no problems', async () => {
    const { funnels, problems } = await buildSnapshot(seedSource())
    expect(problems).toEqual([])
    const seededFunnels = seedDocuments().flatMap((doc) => (doc._type === 'funnel' ? [doc] : []))
    expect(funnels.map((content) => content.funnel.key).sort()).toEqual(seededFunnels.map((funnel) => funnel.key).sort())
    const demo = funnels.find((content) => content.funnel.key === 'demo')
    expect(demo?.pages.map((page) => page.key)).toEqual(demoPages.map((page) => page.key))
  })

  it('refuses a document that fails validation, naming its id and field path', async () => {
    const documents = seedDocuments().map((doc) =>
      doc._id === 'page.demo.email' ? { ...doc, title: { _type: 'localeString', pl: 'Bez angielskiego' } } : doc,
    ) as StoredDocument[]
    const { problems } = await buildSnapshot(seedSource(documents))
    const index = demoPages.findIndex((page) => page._id === 'page.demo.email')
    expect(problems).toEqual(['page.demo.email: title.en: expected string', `funnel.demo: pages.${index}: References the missing or invalid page "page.demo.email"`])
  })

  it('ignores drafts: only published content is snapshotted', async () => {
    const documents = [...seedDocuments(), { _id: 'drafts.page.demo.email', _type: 'page', key: 'email', title: 42 }] as StoredDocument[]
    const { problems } = await buildSnapshot(seedSource(documents))
    expect(problems).toEqual([])
  })
})
