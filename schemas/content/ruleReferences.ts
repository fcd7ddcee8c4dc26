/**
 * Rules name things by key: A/B tests and their variants, pages, questions and their options.
 * A key that does not exist in the funnel makes a rule that silently never applies, so the
 * snapshot refuses it and Studio flags it, naming the document and the field path. One check
 * serves both: it reads a page as loosely as the Studio holds it while it is edited, so a
 * validated page and a half-written draft take the same path.
 */
import * as z from 'zod/mini'
import { optionSetOf } from '../page/optionSetOf'
import { answerConditionSchema, variantConditionSchema } from '../rule/schema'
import { nonEmptyString } from '../shared/schema'
import type { FunnelContent } from './schema'
import { documentIdOf, type DocumentIssue } from './validateDocument'

/** What a funnel offers rules to name. */
export interface RuleContext {
  /** A/B test key to its variant values. */
  tests: ReadonlyMap<string, readonly string[]>
  /** Page key to the option keys of its option set (empty for a page without one). */
  pages: ReadonlyMap<string, readonly string[]>
}

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

/** The rule context of validated funnel content: its tests, and its pages with their option sets' keys. */
export function contentRuleContext(content: FunnelContent): RuleContext {
  const optionSets = new Map(content.optionSets.map((set) => [set._id, set.options.map((option) => option.key)]))
  return ruleContextOf({
    tests: content.abTests.map((test) => ({ key: test.key, values: (test.variants ?? []).map((variant) => variant.value) })),
    pages: content.pages.map((page) => ({ key: page.key, options: optionSets.get(optionSetOf(page)?._ref ?? '') ?? [] })),
  })
}

const conditionSchema = z.discriminatedUnion('_type', [variantConditionSchema, answerConditionSchema])
const answerRefSchema = z.object({ questionKey: nonEmptyString(), optionKey: z.optional(z.string()) })
const fieldOf = (value: unknown, field: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined)
const entriesOf = (value: unknown, field: string): unknown[] => {
  const entries = fieldOf(value, field)
  return Array.isArray(entries) ? entries : []
}

/**
 * Every test, variant, page, question or option that a page's rules, result scoring and answer
 * profile name and the funnel lacks. Entries still missing a required part are skipped (their
 * own required-field errors say so), one entry at a time, so the paths stay those of the page.
 */
export function pageRuleIssues(page: unknown, context: RuleContext, documentId = documentIdOf(page)): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const report = (path: string, message: string) => issues.push({ documentId, path, message })
  const checkAnswer = (path: string, entry: unknown) => {
    const parsed = z.safeParse(answerRefSchema, entry)
    if (!parsed.success) return
    const { questionKey, optionKey } = parsed.data
    const options = context.pages.get(questionKey)
    if (!options) report(`${path}.questionKey`, `Names the question "${questionKey}", which is no page of this funnel`)
    else if (optionKey !== undefined && !options.includes(optionKey)) report(`${path}.optionKey`, `Names the option "${optionKey}", which question "${questionKey}" does not offer`)
  }
  entriesOf(page, 'rules').forEach((rule, r) => {
    entriesOf(rule, 'conditions').forEach((entry, c) => {
      const path = `rules.${r}.conditions.${c}`
      const parsed = z.safeParse(conditionSchema, entry)
      if (!parsed.success) return
      const condition = parsed.data
      if (condition._type === 'answerCondition') return checkAnswer(path, condition)
      const values = context.tests.get(condition.test)
      if (!values) return report(`${path}.test`, `Names the A/B test "${condition.test}", which this funnel does not run`)
      condition.values.forEach((value, v) => {
        if (!values.includes(value)) report(`${path}.values.${v}`, `Names the variant "${value}", which A/B test "${condition.test}" does not have`)
      })
    })
    const beforeKey = fieldOf(rule, 'beforeKey')
    if (fieldOf(rule, 'effect') === 'moveBefore' && typeof beforeKey === 'string' && beforeKey !== '' && !context.pages.has(beforeKey)) {
      report(`rules.${r}.beforeKey`, `Names the page "${beforeKey}", which is no page of this funnel`)
    }
  })
  entriesOf(fieldOf(page, 'resultScoring'), 'points').forEach((point, p) => checkAnswer(`resultScoring.points.${p}`, point))
  entriesOf(page, 'answerProfile').forEach((entry, e) => checkAnswer(`answerProfile.${e}`, entry))
  return issues
}

/** Every rule in the funnel that names a test, variant, page, question or option it lacks. */
export function funnelRuleIssues(content: FunnelContent): DocumentIssue[] {
  const context = contentRuleContext(content)
  return content.pages.flatMap((page) => pageRuleIssues(page, context))
}
