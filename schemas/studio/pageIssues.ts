import * as z from 'zod/mini'
import { COMPONENT_TYPES } from '../page/componentTypes'
import { fieldReaders } from '../page/templateFields'
import { funnelKeysSchema, pageRuleIssues, ruleContextOf } from '../content/ruleReferences'
import { overrideFieldIssues } from '../rule/overrideFields'
import { pageRouteIn } from './pageRoute'
import { referenceProblem } from './referenceIssues'
import { keyedPath, publishedId, type StudioIssue } from './studioIssue'

/** The componentType is one of the registered templates (the picker offers only those; imports may not). */
export function componentTypeProblem(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  return COMPONENT_TYPES.some((type) => type === value) ? undefined : `"${String(value)}" is not a template; choose one of ${COMPONENT_TYPES.join(', ')}`
}

const pageSummarySchema = z.object({
  _id: z.string(),
  key: z.nullish(z.string()),
  path: z.nullish(z.string()),
  options: z.nullish(z.array(z.nullable(z.string()))),
})

/** A funnel that lists the page, with what the page's key, path and rules are checked against. */
export const funnelSummarySchema = z.extend(funnelKeysSchema, {
  _id: z.string(),
  key: z.nullish(z.string()),
  basePath: z.nullish(z.string()),
  pages: z.nullish(z.array(z.nullable(pageSummarySchema))),
})
export type FunnelSummary = z.infer<typeof funnelSummarySchema>

/** The lake's answer to PAGE_CONTEXT_QUERY. */
export const pageContextSchema = z.object({
  funnels: z.array(funnelSummarySchema),
  targets: z.array(z.object({ _id: z.string(), _type: z.string() })),
})
export type PageContext = z.infer<typeof pageContextSchema>

/**
 * Everything a page check needs in one request: every funnel (draft or published) that lists the
 * page, with its pages (published) and tests, and the documents the page references.
 */
export const PAGE_CONTEXT_QUERY = `{
  "funnels": *[_type == "funnel"][references($id)]{
    _id, key, basePath,
    "pages": pages[]->{ _id, key, path, "options": optionSet->options[].key },
    "tests": abTests[]->{ key, "values": variants[].value }
  },
  "targets": *[_id in $targets]{ _id, _type }
}`

/** A page as the Studio holds it while it is edited. */
export type PageDraft = { _id: string } & Record<string, unknown>

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** Another page of the same funnel with this key or at this route: ambiguous navigation and answers. */
function conflicts(page: PageDraft, funnel: FunnelSummary): StudioIssue[] {
  const id = publishedId(page._id)
  const name = funnel.key ?? publishedId(funnel._id)
  const others = (funnel.pages ?? []).filter((other) => other !== null && publishedId(other._id) !== id)
  const issues: StudioIssue[] = []
  const key = text(page.key)
  const sameKey = key ? others.find((other) => other?.key === key) : undefined
  if (sameKey) issues.push({ path: ['key'], message: `Funnel "${name}" already has a page with the key "${key}" (${sameKey._id}); keys are unique in a funnel` })
  if (funnel.basePath) {
    const route = pageRouteIn(funnel.basePath, text(page.path))
    const sameRoute = others.find((other) => other && pageRouteIn(funnel.basePath ?? '', other.path) === route)
    if (sameRoute) issues.push({ path: ['path'], message: `Funnel "${name}" already shows ${sameRoute._id} at ${route}; paths are unique in a funnel` })
  }
  return issues
}

const unique = (issues: StudioIssue[]) => [...new Map(issues.map((issue) => [`${JSON.stringify(issue.path)} ${issue.message}`, issue])).values()]

/**
 * Publishing errors of a page that only its funnels can tell: a key or route another page of a
 * listing funnel has, rules naming what such a funnel lacks, and an option set that does not
 * resolve (a page that no funnel lists yet has no siblings to clash with); and overrides of
 * fields its template does not read (left behind when its template changed, say), which the
 * renderer's page schema refuses.
 */
export function pageIssues(page: PageDraft, context: PageContext): StudioIssue[] {
  const issues = context.funnels.flatMap((funnel) => [
    ...conflicts(page, funnel),
    ...pageRuleIssues(page, ruleContextOf(funnel)).map((issue) => ({ path: keyedPath(page, issue.path), message: issue.message })),
  ])
  const readsOptionSet = fieldReaders.optionSet.some((type) => type === page.componentType)
  const optionSet = typeof page.optionSet === 'object' && page.optionSet !== null ? (page.optionSet as { _ref?: unknown }) : undefined
  const problem = readsOptionSet ? referenceProblem(optionSet, new Map(context.targets.map((target) => [target._id, target._type])), 'optionSet') : undefined
  if (problem) issues.push({ path: ['optionSet'], message: problem })
  for (const { path, message } of overrideFieldIssues(page)) issues.push({ path: keyedPath(page, path.join('.')), message })
  return unique(issues)
}
