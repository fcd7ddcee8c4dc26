import { describe, expect, it } from 'vitest'
import { seedDocuments } from '../../seed/dataset'
import { demoPages } from '../../seed/funnels/demo/index'
import { formatIssue, validateDocument, type DocumentType } from './validateDocument'

const emailPage = demoPages.find((page) => page.key === 'email')!

function problemsOf(type: DocumentType, value: unknown) {
  const result = validateDocument(type, value)
  return result.ok ? [] : result.issues.map(formatIssue)
}

describe('seed documents', () => {
  it.each(seedDocuments().map((doc) => [doc._id, doc] as const))('%s passes its zod schema', (_id, doc) => {
    expect(problemsOf(doc._type as DocumentType, doc)).toEqual([])
  })
})

describe('a mutated document fails, naming its id and the field path', () => {
  it('missing key', () => {
    const { key: _key, ...withoutKey } = emailPage
    expect(problemsOf('page', withoutKey)).toEqual(['page.demo.email: key: expected string'])
  })

  it('wrong type in a localised field', () => {
    expect(problemsOf('page', { ...emailPage, title: { _type: 'localeString', en: 42 } })).toEqual([
      'page.demo.email: title.en: expected string',
    ])
  })

  it('missing English in a localised field (Polish alone is not enough)', () => {
    expect(problemsOf('page', { ...emailPage, title: { _type: 'localeString', pl: 'Tylko po polsku' } })).toEqual([
      'page.demo.email: title.en: expected string',
    ])
  })

  it('unknown componentType', () => {
    const [problem] = problemsOf('page', { ...emailPage, componentType: 'carousel' })
    expect(problem).toMatch(/^page\.demo\.email: componentType: expected one of "landing"/)
  })

  it('a nested rule without the fields it overrides', () => {
    const rule = { _type: 'processingRule', _key: 'r0', effect: 'override' }
    expect(problemsOf('page', { ...emailPage, rules: [rule] })).toEqual([
      'page.demo.email: rules.0.override: An override rule needs the fields to override',
    ])
  })

  it('a funnel without key, pages or processing uses the spec messages', () => {
    const problems = problemsOf('funnel', { _id: 'funnel.x', _type: 'funnel', basePath: '/x' })
    expect(problems).toEqual([
      'funnel.x: key: Onboarding config must have a key',
      'funnel.x: pages: Onboarding config must have a pages array',
      'funnel.x: processing: Onboarding config must have a processPages function',
    ])
  })

  it('something that is not a document at all', () => {
    expect(problemsOf('page', 'hello')).toEqual(['(document without _id): (document): expected object'])
  })
})
