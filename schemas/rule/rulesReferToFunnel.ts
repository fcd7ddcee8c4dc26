import type { CustomValidator } from 'sanity'
import { ruleReferenceIssues, type RuleContext } from '../content/ruleReferences'
import type { ProcessingRule } from './schema'

/** The tests, pages and options of the funnel that lists this page (draft or published). */
const FUNNEL_OF_PAGE = `*[_type == "funnel" && references($id)][0]{
  "tests": abTests[]->{ key, "values": variants[].value },
  "pages": pages[]->{ key, "options": optionSet->options[].key }
}`

interface FunnelKeys {
  tests?: { key?: string; values?: (string | null)[] | null }[] | null
  pages?: { key?: string; options?: (string | null)[] | null }[] | null
}

const strings = (values: (string | null)[] | null | undefined) => (values ?? []).filter((value): value is string => typeof value === 'string')

/**
 * Studio's half of the rule check the snapshot makes: a rule naming a test, variant, page,
 * question or option that the page's funnel lacks is an error (it blocks publishing), with the
 * same messages the snapshot prints. A page in no funnel yet has nothing to check against.
 */
export const rulesReferToFunnel: CustomValidator<ProcessingRule[] | undefined> = async (rules, context) => {
  if (!rules?.length || !context.document) return true
  const id = context.document._id.replace(/^drafts\./, '')
  const funnel = await context.getClient({ apiVersion: '2025-02-19' }).fetch<FunnelKeys | null>(FUNNEL_OF_PAGE, { id })
  if (!funnel) return true
  const keyed = <T extends { key?: string }>(list: T[] | null | undefined) => (list ?? []).filter((item): item is T & { key: string } => typeof item.key === 'string')
  const ruleContext: RuleContext = {
    tests: new Map(keyed(funnel.tests).map((test) => [test.key, strings(test.values)])),
    pages: new Map(keyed(funnel.pages).map((page) => [page.key, strings(page.options)])),
  }
  const issues = ruleReferenceIssues({ _id: id, rules }, ruleContext)
  return issues.length === 0 ? true : issues.map((issue) => `${issue.path}: ${issue.message}`).join('\n')
}
