import * as z from 'zod/mini'
import { ruleReferenceIssues, type RuleContext } from '../content/ruleReferences'
import type { DocumentIssue } from '../content/validateDocument'
import { nonEmptyString } from '../shared/schema'
import { answerConditionSchema, variantConditionSchema } from './schema'

/** What a funnel offers rules, as the Studio fetches it: test keys with variant values, page keys with option keys. */
export const funnelKeysSchema = z.object({
  tests: z.nullish(z.array(z.nullable(z.object({ key: z.nullish(z.string()), values: z.nullish(z.array(z.nullable(z.string()))) })))),
  pages: z.nullish(z.array(z.nullable(z.object({ key: z.nullish(z.string()), options: z.nullish(z.array(z.nullable(z.string()))) })))),
})
export type FunnelKeys = z.infer<typeof funnelKeysSchema>

const strings = (values: readonly (string | null)[] | null | undefined) => (values ?? []).filter((value): value is string => typeof value === 'string')

/** The rule context of one funnel; tests and pages without a key name nothing. */
export function ruleContextOf(funnel: FunnelKeys): RuleContext {
  const tests = new Map<string, string[]>()
  for (const test of funnel.tests ?? []) if (test?.key) tests.set(test.key, strings(test.values))
  const pages = new Map<string, string[]>()
  for (const page of funnel.pages ?? []) if (page?.key) pages.set(page.key, strings(page.options))
  return { tests, pages }
}

const conditionSchema = z.discriminatedUnion('_type', [variantConditionSchema, answerConditionSchema])
const answerRefSchema = z.object({ questionKey: nonEmptyString(), optionKey: z.optional(z.string()) })
const entriesOf = (value: unknown, field: string): unknown[] => {
  const entries = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined
  return Array.isArray(entries) ? entries : []
}

/** Re-homes the issues of a one-entry check (`rules.0...`) at the entry's real place. */
const rebase = (issues: DocumentIssue[], from: string, to: string) => issues.map((issue) => ({ ...issue, path: issue.path.startsWith(from) ? to + issue.path.slice(from.length) : issue.path }))

/**
 * Every test, variant, page, question or option that a page's rules, result scoring and answer
 * profile name and the funnel lacks: the snapshot's check (`ruleReferenceIssues`, same
 * messages), run on a page as the Studio holds it while it is edited. Entries still missing a
 * required part are skipped here (their own required-field errors say so), one entry at a time,
 * so the paths stay those of the document.
 */
export function pageRuleIssues(page: unknown, context: RuleContext, documentId = ''): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const check = (probe: Parameters<typeof ruleReferenceIssues>[0], from: string, to: string) => issues.push(...rebase(ruleReferenceIssues(probe, context), from, to))
  entriesOf(page, 'rules').forEach((rule, r) => {
    entriesOf(rule, 'conditions').forEach((condition, c) => {
      const parsed = z.safeParse(conditionSchema, condition)
      if (parsed.success) check({ _id: documentId, rules: [{ _type: 'processingRule', _key: 'probe', effect: 'hide', conditions: [parsed.data] }] }, 'rules.0.conditions.0', `rules.${r}.conditions.${c}`)
    })
    const { effect, beforeKey } = typeof rule === 'object' && rule !== null ? (rule as Record<string, unknown>) : {}
    if (effect === 'moveBefore' && typeof beforeKey === 'string' && beforeKey !== '') {
      check({ _id: documentId, rules: [{ _type: 'processingRule', _key: 'probe', effect: 'moveBefore', beforeKey }] }, 'rules.0', `rules.${r}`)
    }
  })
  const scoring = typeof page === 'object' && page !== null ? (page as Record<string, unknown>).resultScoring : undefined
  entriesOf(scoring, 'points').forEach((point, p) => {
    const parsed = z.safeParse(answerRefSchema, point)
    if (parsed.success) check({ _id: documentId, resultScoring: { points: [parsed.data] } }, 'resultScoring.points.0', `resultScoring.points.${p}`)
  })
  entriesOf(page, 'answerProfile').forEach((entry, e) => {
    const parsed = z.safeParse(answerRefSchema, entry)
    if (parsed.success) check({ _id: documentId, answerProfile: [parsed.data] }, 'answerProfile.0', `answerProfile.${e}`)
  })
  return issues
}
