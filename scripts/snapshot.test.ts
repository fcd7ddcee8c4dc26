import { describe, expect, it } from 'vitest'
import { seedDocuments } from '../seed/dataset'
import { demoPages } from '../seed/funnels/demo/index'
import { seedSource } from './contentSource'
import type { StoredDocument } from './lake/perspective'
import { buildSnapshot } from './snapshot'

// Each test builds the whole snapshot over the seed, every funnel queried in-process with groq-js:
// seconds of work on a loaded 2-core machine, so these tests get more than the default 5 s.
describe('snapshot', { timeout: 60_000 }, () => {
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

  it('refuses rules that name a test, variant, page, question or option the funnel lacks, naming the field', async () => {
    const rule = (conditions: unknown[], extra = {}) => ({ _type: 'processingRule', _key: 'broken', effect: 'hide', conditions, ...extra })
    const broken = [
      rule([{ _type: 'variantCondition', _key: 'c0', test: 'noSuchTestKey', operator: 'is', values: ['x'] }]),
      rule([{ _type: 'variantCondition', _key: 'c0', test: 'demoInterstitialsKey', operator: 'oneOf', values: ['story', 'noSuchVariant'] }]),
      rule([{ _type: 'answerCondition', _key: 'c0', questionKey: 'no-such-question', optionKey: 'a' }]),
      rule([{ _type: 'answerCondition', _key: 'c0', questionKey: 'radio-question-basic', optionKey: 'noSuchOption' }]),
      rule([], { effect: 'moveBefore', beforeKey: 'no-such-page' }),
    ]
    const documents = seedDocuments().map((doc) => (doc._id === 'page.demo.email' ? { ...doc, rules: broken } : doc)) as StoredDocument[]
    const { problems } = await buildSnapshot(seedSource(documents))
    expect(problems).toEqual([
      'page.demo.email: rules.0.conditions.0.test: Names the A/B test "noSuchTestKey", which this funnel does not run',
      'page.demo.email: rules.1.conditions.0.values.1: Names the variant "noSuchVariant", which A/B test "demoInterstitialsKey" does not have',
      'page.demo.email: rules.2.conditions.0.questionKey: Names the question "no-such-question", which is no page of this funnel',
      'page.demo.email: rules.3.conditions.0.optionKey: Names the option "noSuchOption", which question "radio-question-basic" does not offer',
      'page.demo.email: rules.4.beforeKey: Names the page "no-such-page", which is no page of this funnel',
    ])
  })

  it('a funnel with no A/B tests and no name, icon, order or description passes the real queries; the name only warns', async () => {
    const bare = { _id: 'funnel.bare', _type: 'funnel', key: 'bare', basePath: '/bare', processing: {}, pages: [{ _type: 'reference', _key: 'p0', _ref: 'page.demo.email' }] }
    const warnings: unknown[] = []
    const warn = console.warn
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '))
    try {
      const { site, funnels, problems } = await buildSnapshot(seedSource([...seedDocuments(), bare] as StoredDocument[]))
      expect(problems).toEqual([])
      expect(site.funnels.find((funnel) => funnel.key === 'bare')).toMatchObject({ basePath: '/bare', name: null, icon: null, order: null, description: null })
      const content = funnels.find((funnel) => funnel.funnel.key === 'bare')!
      expect(content.abTests).toEqual([])
      expect(content.pages.map((page) => page._id)).toEqual(['page.demo.email'])
      expect(warnings).toContainEqual(expect.stringContaining('funnel.bare has no name'))
    } finally {
      console.warn = warn
    }
  })

  it('ignores drafts: only published content is snapshotted', async () => {
    const documents = [...seedDocuments(), { _id: 'drafts.page.demo.email', _type: 'page', key: 'email', title: 42 }] as StoredDocument[]
    const { problems } = await buildSnapshot(seedSource(documents))
    expect(problems).toEqual([])
  })
})
