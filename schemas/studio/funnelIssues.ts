import * as z from 'zod/mini'
import { pageRuleIssues, ruleContextOf } from '../content/ruleReferences'
import { duplicateIssues } from './duplicateIssues'
import { pageRouteIn } from './pageRoute'
import { referenceArrayIssues, referenceDraftSchema, referenceLookupIds, type ReferenceValue } from './referenceIssues'
import type { StudioIssue } from './studioIssue'

/** A document a funnel references, with what the funnel checks need of it (pages and tests alike). */
const targetSchema = z.object({
  _id: z.string(),
  _type: z.string(),
  key: z.nullish(z.string()),
  path: z.nullish(z.string()),
  rules: z.nullish(z.unknown()),
  resultScoring: z.nullish(z.unknown()),
  answerProfile: z.nullish(z.unknown()),
  options: z.nullish(z.array(z.nullable(z.string()))),
  values: z.nullish(z.array(z.nullable(z.string()))),
})
export const funnelTargetsSchema = z.array(targetSchema)
export type FunnelTarget = z.infer<typeof targetSchema>

/** The referenced documents (drafts and published) a funnel check reads; `$ids` from `funnelLookupIds`. */
export const FUNNEL_TARGETS_QUERY = `*[_id in $ids]{
  _id, _type, key, path, rules, resultScoring, answerProfile,
  "options": optionSet->options[].key,
  "values": variants[].value
}`

/** A funnel as the Studio holds it while it is edited. */
export const funnelDraftSchema = z.object({
  basePath: z.optional(z.unknown()),
  pages: z.nullish(z.array(referenceDraftSchema)),
  abTests: z.nullish(z.array(referenceDraftSchema)),
  emailTemplates: z.nullish(z.array(referenceDraftSchema)),
})
export type FunnelDraft = z.infer<typeof funnelDraftSchema>

export const funnelLookupIds = (funnel: FunnelDraft) => referenceLookupIds([...(funnel.pages ?? []), ...(funnel.abTests ?? []), ...(funnel.emailTemplates ?? [])])

interface Resolved {
  ref: ReferenceValue
  target: FunnelTarget | undefined
}

/** Each reference with the document visitors will get: the published one, else the draft. */
function resolve(refs: readonly ReferenceValue[] | null | undefined, byId: Map<string, FunnelTarget>): Resolved[] {
  return (refs ?? []).map((ref) => ({ ref, target: typeof ref._ref === 'string' ? (byId.get(ref._ref) ?? byId.get(`drafts.${ref._ref}`)) : undefined }))
}

const inField = (field: string) => (issue: StudioIssue): StudioIssue => ({ ...issue, path: [field, ...issue.path] })

/**
 * Publishing errors of a funnel: references that do not resolve (pages, A/B tests, e-mail
 * templates), a page or test listed twice, two pages with one key or route, two tests with one
 * key, and page rules that name a test, variant, page, question or option this funnel lacks
 * (e.g. after a test or page was removed from it).
 */
export function funnelIssues(funnel: FunnelDraft, targets: readonly FunnelTarget[]): StudioIssue[] {
  const byId = new Map(targets.map((target) => [target._id, target]))
  const types = new Map(targets.map((target) => [target._id, target._type]))
  const pages = resolve(funnel.pages, byId).map((entry) => ({ ...entry, target: entry.target?._type === 'page' ? entry.target : undefined }))
  const tests = resolve(funnel.abTests, byId).map((entry) => ({ ...entry, target: entry.target?._type === 'abTest' ? entry.target : undefined }))
  const basePath = typeof funnel.basePath === 'string' ? funnel.basePath : undefined
  // A page listed twice is reported as such, not again as a key or route clash with itself.
  const asItems = (entries: Resolved[]) =>
    entries.map((entry, index) => ({ _key: entry.ref._key, target: entries.findIndex((other) => other.ref._ref === entry.ref._ref) === index ? entry.target : undefined }))

  const context = ruleContextOf({
    pages: pages.map((entry) => entry.target ?? null),
    tests: tests.map((entry) => (entry.target ? { key: entry.target.key, values: entry.target.values } : null)),
  })
  const ruleIssues = pages.flatMap(({ ref, target }, index) =>
    target
      ? pageRuleIssues(target, context).map((issue) => ({
          path: ['pages', typeof ref._key === 'string' ? { _key: ref._key } : index],
          message: `Page "${target.key ?? target._id}", ${issue.path}: ${issue.message}`,
        }))
      : [],
  )
  return [
    ...referenceArrayIssues('pages', funnel.pages, types, 'page'),
    ...referenceArrayIssues('abTests', funnel.abTests, types, 'abTest'),
    ...referenceArrayIssues('emailTemplates', funnel.emailTemplates, types, 'emailTemplate'),
    ...duplicateIssues(asItems(pages), (item) => item.target?.key ?? undefined, (key) => `Another page of this funnel already has the key "${key}"`).map(inField('pages')),
    ...(basePath === undefined
      ? []
      : duplicateIssues(asItems(pages), (item) => (item.target ? pageRouteIn(basePath, item.target.path) : undefined), (route) => `Another page of this funnel is already shown at ${route}`).map(inField('pages'))),
    ...duplicateIssues(asItems(tests), (item) => item.target?.key ?? undefined, (key) => `Another A/B test of this funnel already has the key "${key}"`).map(inField('abTests')),
    ...ruleIssues,
  ]
}
