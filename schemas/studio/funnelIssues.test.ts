import { describe, expect, it } from 'vitest'
import { seedDocuments } from '../../seed/dataset'
import { FUNNEL_TARGETS_QUERY, funnelDraftSchema, funnelIssues, funnelLookupIds, funnelTargetsSchema, type FunnelDraft } from './funnelIssues'
import { groqTestClient } from './groqTestClient'

type Lake = Parameters<typeof groqTestClient>[0]

/** A funnel's issues with its targets fetched by the Studio's query from `documents`. */
async function issuesOf(funnel: FunnelDraft, documents: Lake) {
  const answer = await groqTestClient(documents).fetch(FUNNEL_TARGETS_QUERY, { ids: funnelLookupIds(funnel) })
  return funnelIssues(funnel, funnelTargetsSchema.parse(answer))
}

const seed = seedDocuments()
const funnelOf = (key: string, documents: Lake = seed) => funnelDraftSchema.parse(structuredClone(documents.find((document) => document._id === `funnel.${key}`)))
const replaced = (id: string, change: (document: Record<string, unknown>) => void) =>
  seed.map((document) => {
    if (document._id !== id) return document
    const copy: Record<string, unknown> & { _id: string } = structuredClone(document)
    change(copy)
    return copy
  })

describe('funnel checks', () => {
  it('pass every funnel of the seed', async () => {
    const funnels = seed.filter((document) => document._type === 'funnel')
    expect(funnels).toHaveLength(7)
    for (const funnel of funnels) expect(await issuesOf(funnelDraftSchema.parse(funnel), seed), funnel._id).toEqual([])
  })

  it('flag references that do not resolve: missing, draft only, or of another type', async () => {
    const demo = funnelOf('demo')
    const draftOnly = { _id: 'drafts.page.demo.brandNew', _type: 'page', key: 'brandNew', path: 'brand-new', componentType: 'email' }
    demo.pages = [...(demo.pages ?? []), { _key: 'gone', _ref: 'page.demo.gone' }, { _key: 'new', _ref: 'page.demo.brandNew' }, { _key: 'test', _ref: 'abTest.leadership.pricingSet' }]
    expect(await issuesOf(demo, [...seed, draftOnly])).toEqual([
      { path: ['pages', { _key: 'gone' }], message: 'The page "page.demo.gone" does not exist' },
      { path: ['pages', { _key: 'new' }], message: 'The page "page.demo.brandNew" is not published yet: publish it first' },
      { path: ['pages', { _key: 'test' }], message: '"abTest.leadership.pricingSet" is an A/B test, not a page' },
    ])
  })

  it('flag a page or a test listed twice, once', async () => {
    const demo = funnelOf('demo')
    const [firstPage] = demo.pages ?? []
    const [firstTest] = demo.abTests ?? []
    demo.pages = [...(demo.pages ?? []), { ...firstPage, _key: 'twice' }]
    demo.abTests = [...(demo.abTests ?? []), { ...firstTest, _key: 'twice' }]
    expect(await issuesOf(demo, seed)).toEqual([
      { path: ['pages', { _key: 'twice' }], message: `"${String(firstPage?._ref)}" is listed twice` },
      { path: ['abTests', { _key: 'twice' }], message: `"${String(firstTest?._ref)}" is listed twice` },
    ])
  })

  it('flag two pages with one key, and two pages at one route (relative and absolute alike)', async () => {
    const sameKey = replaced('page.demo.email', (page) => (page.key = 'age'))
    expect(await issuesOf(funnelOf('demo', sameKey), sameKey)).toEqual([{ path: ['pages', { _key: 'page_demo_email' }], message: 'Another page of this funnel already has the key "age"' }])
    const sameRoute = replaced('page.demo.email', (page) => (page.path = '/demo/age'))
    expect(await issuesOf(funnelOf('demo', sameRoute), sameRoute)).toEqual([{ path: ['pages', { _key: 'page_demo_email' }], message: 'Another page of this funnel is already shown at /demo/age' }])
  })

  it('flag two A/B tests with one key', async () => {
    const twin = replaced('abTest.leadership.pricingSet', (test) => ((test.name = 'interruptor1'), (test.key = 'interruptor1Key')))
    const issues = await issuesOf(funnelOf('leadership', twin), twin)
    expect(issues.map((issue) => issue.message)).toContain('Another A/B test of this funnel already has the key "interruptor1Key"')
  })

  it('flag page rules that name a test the funnel no longer runs', async () => {
    const leadership = funnelOf('leadership')
    leadership.abTests = (leadership.abTests ?? []).filter((ref) => ref._ref !== 'abTest.leadership.interruptor1')
    const issues = await issuesOf(leadership, seed)
    expect(issues.length).toBeGreaterThan(0)
    for (const issue of issues) expect(issue.message).toMatch(/^Page "[^"]+", rules\.\d+\.conditions\.\d+\.test: Names the A\/B test "interruptor1Key", which this funnel does not run$/)
    expect(issues.every((issue) => issue.path[0] === 'pages')).toBe(true)
  })
})
