import { describe, expect, it } from 'vitest'
import { seedDocuments } from '../../seed/dataset'
import { validateDocument } from '../content/validateDocument'
import { overrideFieldIssues } from './overrideFields'

/** The deeps 60 % paywall: its second rule overrides key, paywallType and discountPercent. */
const offer60 = () => {
  const page = seedDocuments().find((document) => document._id === 'page.deeps.offer-60')
  if (page?._type !== 'page') throw new Error('no seed page page.deeps.offer-60')
  return structuredClone(page) as Record<string, unknown> & { rules: { _key: string; override?: Record<string, unknown> }[] }
}

/** The seed page with more fields in its rule discount60PayWall's override. */
const withOverride = (fields: Record<string, unknown>) => {
  const page = offer60()
  const rule = page.rules.find((candidate) => candidate._key === 'discount60PayWall')!
  rule.override = { ...rule.override, ...fields }
  return page
}

const ruleIndex = offer60().rules.findIndex((rule) => rule._key === 'discount60PayWall')
const issuesOf = (page: unknown) => {
  const result = validateDocument('page', page)
  return result.ok ? [] : result.issues.map((issue) => `${issue.documentId}: ${issue.path}: ${issue.message}`)
}

describe('a rule overrides only its own page: the page schema refuses any other override, naming the page and the rule', () => {
  it('accepts the seed page as it is', () => {
    expect(issuesOf(offer60())).toEqual([])
  })

  it('refuses switching the template', () => {
    expect(issuesOf(withOverride({ componentType: 'faq' }))).toEqual([
      `page.deeps.offer-60: rules.${ruleIndex}.override: componentType: A rule cannot switch the template: show or hide a page of the other template by rule instead`,
    ])
  })

  it('refuses changing the option set, and fields no template has', () => {
    expect(issuesOf(withOverride({ optionSet: { _type: 'reference', _ref: 'optionSet.demo.age' }, colour: 'red' }))).toEqual([
      `page.deeps.offer-60: rules.${ruleIndex}.override: optionSet: A rule cannot change the option set: a page's options are resolved before its rules apply; show or hide another question by rule instead; "colour" is no field a rule may override`,
    ])
  })

  it("refuses a field of another template, which the page's template does not read", () => {
    expect(issuesOf(withOverride({ scaleLabels: { _type: 'scaleLabels', low: { _type: 'localeString', en: 'no' }, high: { _type: 'localeString', en: 'yes' } } }))).toEqual([
      `page.deeps.offer-60: rules.${ruleIndex}.override.scaleLabels: The paywall template does not read "scaleLabels": a rule may override only fields of its page's template`,
    ])
  })

  it('refuses an empty key, which no page may have', () => {
    expect(issuesOf(withOverride({ key: '' }))).toHaveLength(1)
    expect(issuesOf(withOverride({ key: '' }))[0]).toMatch(new RegExp(`^page\\.deeps\\.offer-60: rules\\.${ruleIndex}\\.override\\.key: `))
  })

  it('refuses a field of the wrong type', () => {
    expect(issuesOf(withOverride({ discountPercent: 'sixty' }))).toEqual([`page.deeps.offer-60: rules.${ruleIndex}.override.discountPercent: expected number`])
  })
})

describe('overrideFieldIssues, as the Studio runs it on a draft', () => {
  it("names each field the page's template does not read, the template and the option set", () => {
    const draft = { componentType: 'paywall', rules: [{ override: { title: {}, key: 'x', titleAlternative: 2 } }, null, { override: { componentType: 'faq', optionSet: {}, scaleLabels: {} } }] }
    expect(overrideFieldIssues(draft).map((issue) => issue.path.join('.'))).toEqual(['rules.2.override.componentType', 'rules.2.override.optionSet', 'rules.2.override.scaleLabels'])
  })

  it('passes every page of the seed', () => {
    expect(seedDocuments().flatMap((document) => overrideFieldIssues(document).map((issue) => `${document._id}: ${issue.path.join('.')}`))).toEqual([])
  })
})
