import { describe, expect, it } from 'vitest'
import { pageSchema, type PageDocument } from '../../../schemas/page/schema'
import type { PageOverride } from '../../../schemas/rule/schema'
import { seedDocuments } from '../../../seed/dataset'
import { applyOverride } from './processPages'

const pages = seedDocuments().filter((document): document is PageDocument => document._type === 'page')
const overridesOf = (page: PageDocument) => (page.rules ?? []).flatMap((rule) => (rule.override ? [rule.override] : []))

/** The page after the overrides, parsed as a page again: what the template would get. */
const parsedAs = (page: PageDocument, overrides: PageOverride[]) => {
  const result = pageSchema.safeParse(overrides.reduce<PageDocument>((current, override) => applyOverride(current, override), page))
  return result.success ? result.data.componentType : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
}

describe('an override hands a template its own page (the page schema guarantees it; no parse per navigation)', () => {
  it('every override of the seed, alone and all of a page\'s together, gives a valid page of the same template', () => {
    const withOverrides = pages.filter((page) => overridesOf(page).length > 0)
    expect(withOverrides.length).toBeGreaterThan(30)
    for (const page of withOverrides) {
      for (const override of overridesOf(page)) expect(parsedAs(page, [override]), `${page._id} ${JSON.stringify(Object.keys(override))}`).toBe(page.componentType)
      expect(parsedAs(page, overridesOf(page)), page._id).toBe(page.componentType)
    }
  })

  it('cannot name another template or option set, by type', () => {
    // @ts-expect-error A rule cannot switch the template.
    const template: PageOverride = { _type: 'pageOverride', componentType: 'faq' }
    // @ts-expect-error A rule cannot change the option set.
    const optionSet: PageOverride = { _type: 'pageOverride', optionSet: { _type: 'reference', _ref: 'optionSet.demo.age' } }
    expect([template, optionSet]).toHaveLength(2)
  })
})
