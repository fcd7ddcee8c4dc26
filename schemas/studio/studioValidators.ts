/**
 * The Studio's publishing checks: thin adapters that parse the edited document, fetch what a
 * check needs through the validation context's client and hand both to the pure checks beside
 * this file. Custom rules report errors unless marked as warnings, and errors block publishing.
 */
import type { CustomValidator, ValidationContext, ValidationError } from 'sanity'
import * as z from 'zod/mini'
import { abTestDraftSchema, abTestIssues } from './abTestIssues'
import { FUNNEL_TARGETS_QUERY, funnelDraftSchema, funnelIssues, funnelLookupIds, funnelTargetsSchema } from './funnelIssues'
import { optionSetDraftSchema, optionSetIssues } from './optionSetIssues'
import { PAGE_CONTEXT_QUERY, pageContextSchema, pageIssues } from './pageIssues'
import { referenceDraftSchema, referenceLookupIds } from './referenceIssues'
import { publishedId, type StudioIssue } from './studioIssue'

/** The Content Lake API version the Studio's own client speaks. */
export const STUDIO_API_VERSION = '2025-02-19'

const asMarkers = (issues: StudioIssue[]): true | ValidationError[] => (issues.length === 0 ? true : issues.map(({ path, message }) => ({ message, path })))

const UNEXPECTED = 'Could not check this document: the content lake answered with an unexpected shape'

/**
 * Asks the lake through the Studio's client, with drafts and published documents both visible
 * (the raw perspective), and parses the answer: a lake answering something else is an error on
 * the document rather than a check that silently passes.
 */
async function ask<S extends z.ZodMiniType>(context: ValidationContext, query: string, params: Record<string, unknown>, schema: S): Promise<z.infer<S> | undefined> {
  const answer: unknown = await context.getClient({ apiVersion: STUDIO_API_VERSION }).fetch(query, params, { perspective: 'raw' })
  const parsed = z.safeParse(schema, answer)
  return parsed.success ? parsed.data : undefined
}

const pageDraftSchema = z.looseObject({ _id: z.string(), optionSet: z.nullish(referenceDraftSchema) })

/** Page: key and route unique in every funnel listing it, rules that name what those funnels have, a resolving option set. */
export const pageDocumentValidator: CustomValidator<unknown> = async (value, context) => {
  const page = z.safeParse(pageDraftSchema, value)
  if (!page.success) return true
  const targets = referenceLookupIds(page.data.optionSet ? [page.data.optionSet] : [])
  const answer = await ask(context, PAGE_CONTEXT_QUERY, { id: publishedId(page.data._id), targets }, pageContextSchema)
  return answer ? asMarkers(pageIssues(page.data, answer)) : UNEXPECTED
}

/** Funnel: its references resolve, nothing twice, pages' keys and routes unique, page rules still valid. */
export const funnelDocumentValidator: CustomValidator<unknown> = async (value, context) => {
  const funnel = z.safeParse(funnelDraftSchema, value)
  if (!funnel.success) return true
  const ids = funnelLookupIds(funnel.data)
  if (ids.length === 0) return true
  const targets = await ask(context, FUNNEL_TARGETS_QUERY, { ids }, funnelTargetsSchema)
  return targets ? asMarkers(funnelIssues(funnel.data, targets)) : UNEXPECTED
}

/** A/B test: the spec's configuration checks, as errors. */
export const abTestDocumentValidator: CustomValidator<unknown> = (value) => {
  const test = z.safeParse(abTestDraftSchema, value)
  return test.success ? asMarkers(abTestIssues(test.data)) : true
}

/** Option set: no option key twice. */
export const optionSetDocumentValidator: CustomValidator<unknown> = (value) => {
  const set = z.safeParse(optionSetDraftSchema, value)
  return set.success ? asMarkers(optionSetIssues(set.data)) : true
}
