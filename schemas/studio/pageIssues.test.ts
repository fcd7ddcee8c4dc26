import { describe, expect, it } from 'vitest'
import { seedDocuments } from '../../seed/dataset'
import { COMPONENT_TYPES } from '../page/componentTypes'
import { groqTestClient } from './groqTestClient'
import { componentTypeProblem, PAGE_CONTEXT_QUERY, pageContextSchema, pageIssues, type PageDraft } from './pageIssues'
import { referenceLookupIds } from './referenceIssues'
import { publishedId } from './studioIssue'

type Lake = Parameters<typeof groqTestClient>[0]
const seed = seedDocuments()

/** A page's issues with its context fetched by the Studio's query from `documents` (the page itself edited as a draft). */
async function issuesOf(page: PageDraft, documents: Lake = seed) {
  const optionSet = typeof page.optionSet === 'object' && page.optionSet !== null ? [page.optionSet] : []
  const answer = await groqTestClient(documents).fetch(PAGE_CONTEXT_QUERY, { id: publishedId(page._id), targets: referenceLookupIds(optionSet) })
  return pageIssues(page, pageContextSchema.parse(answer))
}

/** A seed page as its draft, with some fields changed. */
const draftOf = (id: string, change: Record<string, unknown> = {}): PageDraft => {
  const page = seed.find((document) => document._id === id)
  if (!page) throw new Error(`no seed page ${id}`)
  return { ...structuredClone(page), _id: `drafts.${id}`, ...change }
}

describe('page checks against the funnels that list the page', () => {
  it('pass every page of the seed', async () => {
    const pages = seed.filter((document) => document._type === 'page')
    const issues = await Promise.all(pages.map(async (page) => (await issuesOf(page)).map((issue) => `${page._id}: ${issue.message}`)))
    expect(issues.flat()).toEqual([])
  }, 30_000)

  it('flag a key another page of the funnel has, on the key', async () => {
    expect(await issuesOf(draftOf('page.demo.email', { key: 'age' }))).toEqual([
      { path: ['key'], message: 'Funnel "demo" already has a page with the key "age" (page.demo.age); keys are unique in a funnel' },
    ])
  })

  it('flag a route another page of the funnel has, whether written relative or absolute', async () => {
    const clash = { path: ['path'], message: 'Funnel "demo" already shows page.demo.age at /demo/age; paths are unique in a funnel' }
    expect(await issuesOf(draftOf('page.demo.email', { path: 'age' }))).toEqual([clash])
    expect(await issuesOf(draftOf('page.demo.email', { path: '/demo/age' }))).toEqual([clash])
    expect(await issuesOf(draftOf('page.demo.email', { path: '' }))).toEqual([{ ...clash, message: 'Funnel "demo" already shows page.demo.demoLanding at /demo; paths are unique in a funnel' }])
  })

  it('also checks against a funnel whose draft lists the page', async () => {
    const page = { _id: 'page.extra', _type: 'page', key: 'age', path: 'extra', componentType: 'email' }
    const funnel = seed.find((document) => document._id === 'funnel.demo')
    const draftFunnel = { ...structuredClone(funnel), _id: 'drafts.funnel.demo', pages: [...(funnel?._type === 'funnel' ? funnel.pages : []), { _type: 'reference', _key: 'extra', _ref: 'page.extra' }] }
    expect((await issuesOf({ ...page, _id: 'drafts.page.extra' }, [...seed, page, draftFunnel])).map((issue) => issue.path)).toEqual([['key']])
  })

  it('flag rule conditions naming a test the funnel does not run, at the condition, by key', async () => {
    const page = draftOf('page.leadership.explanation1')
    const rules = structuredClone(page.rules) as { _key: string; conditions: { _key: string; test: string }[] }[]
    const [rule] = rules
    const [condition] = rule?.conditions ?? []
    if (!rule || !condition) throw new Error('the seed changed: page.leadership.explanation1 has no rule condition')
    condition.test = 'interruptorOneKey'
    expect(await issuesOf({ ...page, rules })).toEqual([
      { path: ['rules', { _key: rule._key }, 'conditions', { _key: condition._key }, 'test'], message: 'Names the A/B test "interruptorOneKey", which this funnel does not run' },
    ])
  })

  it('flag an option set that does not resolve, only on templates that ask a question', async () => {
    const missing = { _type: 'reference', _ref: 'optionSet.nowhere' }
    expect(await issuesOf(draftOf('page.demo.radio-question-basic', { optionSet: missing }))).toEqual([{ path: ['optionSet'], message: 'The option set "optionSet.nowhere" does not exist' }])
    expect(await issuesOf(draftOf('page.demo.email', { optionSet: missing }))).toEqual([])
  })

  it('have nothing to compare for a page no funnel lists', async () => {
    expect(await issuesOf({ _id: 'drafts.page.loose', _type: 'page', key: 'age', path: 'age' })).toEqual([])
  })
})

describe('componentType', () => {
  it('is one of the registered templates', () => {
    for (const type of COMPONENT_TYPES) expect(componentTypeProblem(type)).toBeUndefined()
    expect(componentTypeProblem('carousel')).toMatch(/^"carousel" is not a template; choose one of landing, /)
    expect(componentTypeProblem(undefined)).toBeUndefined()
  })
})
