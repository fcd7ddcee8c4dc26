import { describe, expect, it } from 'vitest'
import { seedDocuments } from '../seed/dataset'
import { seedSource } from './contentSource'
import type { StoredDocument } from './lake/perspective'
import { buildSnapshot } from './snapshot'

describe('snapshot', () => {
  it('builds every seeded funnel with no problems', async () => {
    const { funnels, problems } = await buildSnapshot(seedSource())
    expect(problems).toEqual([])
    expect(funnels.map((content) => content.funnel.key)).toEqual(['demo'])
    expect(funnels[0]!.pages.map((page) => page.key)).toEqual(['demoLanding', 'interruptor-basic', 'interruptor-multi-title', 'interruptor-simple', 'radio-question-basic', 'email', 'congrats'])
  })

  it('refuses a document that fails validation, naming its id and field path', async () => {
    const documents = seedDocuments().map((doc) =>
      doc._id === 'page.demo.email' ? { ...doc, title: { _type: 'localeString', pl: 'Bez angielskiego' } } : doc,
    ) as StoredDocument[]
    const { problems } = await buildSnapshot(seedSource(documents))
    expect(problems).toEqual(['page.demo.email: title.en: expected string', 'funnel.demo: pages.5: References the missing or invalid page "page.demo.email"'])
  })

  it('ignores drafts: only published content is snapshotted', async () => {
    const documents = [...seedDocuments(), { _id: 'drafts.page.demo.email', _type: 'page', key: 'email', title: 42 }] as StoredDocument[]
    const { problems } = await buildSnapshot(seedSource(documents))
    expect(problems).toEqual([])
  })
})
