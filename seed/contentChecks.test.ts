/**
 * The content checks (schemas/content/checks) over every seeded document: the copy the Studio
 * would mark is caught before it is imported. Each problem is listed by document id and field.
 */
import { describe, expect, it } from 'vitest'
import { documentContentChecks, localizedValuesOf, type ContentCheckContext } from '../schemas/content/checks/contentChecks'
import { singleLettersBeforePlainSpace } from '../schemas/content/checks/polishTypography'
import { isIconName } from '../schemas/shared/iconNames'
import { emailFooterCopy } from '../schemas/emailLayout/emailFooterCopy'
import { seedDocuments } from './dataset'
import { EMAIL_PROMISE_VOCABULARY } from './promises/emailPromises'

interface Seeded {
  _id: string
  _type: string
  key?: string
  pages?: { _ref: string }[]
  emailTemplates?: { _ref: string }[]
}

const documents = seedDocuments() as Seeded[]
const byId = new Map(documents.map((document) => [document._id, document]))

/** A funnel's pages and e-mail templates are checked against the templates that funnel sends. */
function contexts(): Map<string, ContentCheckContext> {
  const found = new Map<string, ContentCheckContext>()
  for (const funnel of documents.filter((document) => document._type === 'funnel')) {
    const templateKeys = new Set((funnel.emailTemplates ?? []).map((ref) => byId.get(ref._ref)?.key).filter((key) => key !== undefined))
    for (const ref of [...(funnel.pages ?? []), ...(funnel.emailTemplates ?? [])]) found.set(ref._ref, { emailPromises: { vocabulary: EMAIL_PROMISE_VOCABULARY, templateKeys } })
  }
  return found
}

describe('the content checks over the seed', () => {
  const context = contexts()

  it('reads the copy: every page and e-mail template of a funnel, in English and Polish', () => {
    const values = documents.flatMap((document) => [...localizedValuesOf(document)])
    expect(values.length).toBeGreaterThan(2000)
    expect(values.filter(({ value }) => typeof value.pl === 'string').length).toBeGreaterThan(500)
    expect(documents.filter((document) => document._type === 'page' || document._type === 'emailTemplate').every((document) => context.has(document._id))).toBe(true)
  })

  it('finds no problem: no typed price or "was" price, placeholders alike in every language, every e-mail promise kept, Polish typeset, no emoji', () => {
    const problems = documents.flatMap((document) =>
      documentContentChecks(document, context.get(document._id)).map((problem) => `${document._id} ${problem.path} (${problem.check}): ${problem.message}`),
    )
    expect(problems).toEqual([])
  })

  it('draws icons only from the icon set: every icon field (options, list items, funnels) names one, no emoji', () => {
    const icons: { path: string; icon: unknown }[] = []
    const visit = (value: unknown, path: string): void => {
      if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}[${index}]`))
      else if (typeof value === 'object' && value !== null)
        for (const [key, child] of Object.entries(value)) {
          if (key === 'icon') icons.push({ path: `${path}.${key}`, icon: child })
          else visit(child, `${path}.${key}`)
        }
    }
    for (const document of documents) visit(document, document._id)
    expect(icons.length).toBeGreaterThan(150)
    expect(icons.filter(({ icon }) => !isIconName(icon)).map(({ path, icon }) => `${path}: ${String(icon)}`)).toEqual([])
  })

  it('typesets the e-mail footer’s fixed Polish words', () => {
    for (const words of Object.values(emailFooterCopy('pl'))) expect(singleLettersBeforePlainSpace(words)).toEqual([])
  })
})
