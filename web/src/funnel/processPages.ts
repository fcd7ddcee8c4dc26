import type { AnswerCondition, PageOverride, ProcessingRule, VariantCondition } from '../../../schemas/rule/schema'
import type { Answers, Variants } from './answers'

/** The page fields the rules read and write; templates' own fields pass through untouched. */
export interface ProcessablePage {
  key: string
  hidden?: boolean
  rules?: readonly ProcessingRule[]
  title?: unknown
  titleAlternatives?: readonly unknown[]
  paragraphs?: readonly unknown[]
  paragraphAlternatives?: readonly unknown[]
}

/** A test as the engine needs it: a visitor without an assignment gets its default variant. */
export interface TestDefault {
  key: string
  defaultVariant?: string
}

/** The assigned variants, with every unassigned test at its default variant. */
export function withDefaultVariants(variants: Variants, tests: readonly TestDefault[]): Variants {
  const defaults = Object.fromEntries(tests.flatMap((test) => (test.defaultVariant ? [[test.key, test.defaultVariant]] : [])))
  return { ...defaults, ...variants }
}

/**
 * Applies every page's processing rules, in order, for the visitor's A/B variants and earlier
 * answers, and returns the pages that remain visible with their overrides applied. A test the
 * visitor has no assignment for counts as its default variant (`tests`), so rules are written
 * plainly with `is`. Pure: the only place that knows about rules; templates see the resulting
 * pages only. Answer-driven copy is override rules with answer conditions, like any other.
 */
export function processPages<P extends ProcessablePage>(pages: readonly P[], assigned: Variants, answers: Answers, tests: readonly TestDefault[] = []): P[] {
  const variants = withDefaultVariants(assigned, tests)
  const result: P[] = []
  const moves: { page: P; beforeKey: string }[] = []
  for (const original of pages) {
    let page = original
    let visible = !original.hidden
    let beforeKey: string | undefined
    for (const rule of original.rules ?? []) {
      if (!ruleApplies(rule, variants, answers)) continue
      if (rule.effect === 'hide') visible = false
      else if (rule.effect === 'show') visible = true
      else if (rule.effect === 'moveBefore') beforeKey = rule.beforeKey
      else if (rule.override) page = applyOverride(page, rule.override)
    }
    if (visible) result.push(page)
    if (visible && beforeKey) moves.push({ page, beforeKey })
  }
  return moves.reduce((list, move) => moveBefore(list, move.page, move.beforeKey), result)
}

/** Moves `page` just before the page keyed `beforeKey`; nothing changes when that page is gone. */
function moveBefore<P extends ProcessablePage>(pages: P[], page: P, beforeKey: string): P[] {
  if (!pages.some((candidate) => candidate.key === beforeKey)) return pages
  const without = pages.filter((candidate) => candidate !== page)
  const target = without.findIndex((candidate) => candidate.key === beforeKey)
  return [...without.slice(0, target), page, ...without.slice(target)]
}

/** No conditions means the rule always applies. */
export function ruleApplies(rule: ProcessingRule, variants: Variants, answers: Answers): boolean {
  const conditions = rule.conditions ?? []
  if (conditions.length === 0) return true
  const holds = (condition: VariantCondition | AnswerCondition) =>
    condition._type === 'variantCondition' ? variantHolds(condition, variants) : answerHolds(condition, answers)
  return rule.match === 'any' ? conditions.some(holds) : conditions.every(holds)
}

function variantHolds(condition: VariantCondition, variants: Variants): boolean {
  const assigned = variants[condition.test]
  switch (condition.operator) {
    case 'is':
      return assigned === condition.values[0]
    case 'isNot':
      return assigned !== condition.values[0]
    case 'oneOf':
      return assigned !== undefined && condition.values.includes(assigned)
  }
}

/** Holds when any chosen option has the key (for single choice: the one answer). Never by position. */
function answerHolds(condition: AnswerCondition, answers: Answers): boolean {
  return (answers[condition.questionKey] ?? []).some((item) => item.key === condition.optionKey)
}

/**
 * The answers that count for this visitor: those to questions still in the processed list. An
 * answer to a page that the variants or an earlier answer have since removed does not score.
 */
export function answersInFunnel(pages: readonly { key: string }[], answers: Answers): Answers {
  const keys = new Set(pages.map((page) => page.key))
  return Object.fromEntries(Object.entries(answers).filter(([questionKey]) => keys.has(questionKey)))
}

/**
 * Merges an override into a page. Alternative numbers are 1-based and pick from the page's
 * own alternatives: title alternative n replaces the title, paragraph alternative n replaces
 * the paragraphs. An alternative that does not exist leaves the page's text as it is. The page
 * schema lets an override name only its page's own template fields (never the template or the
 * option set), so the result is a page of the same template without parsing it again.
 */
export function applyOverride<P extends ProcessablePage>(page: P, override: PageOverride): P {
  const { _type, titleAlternative, paragraphAlternative, ...fields } = override
  const next: P = { ...page }
  for (const [field, value] of Object.entries(fields)) {
    if (value !== undefined) (next as Record<string, unknown>)[field] = value
  }
  const title = titleAlternative ? page.titleAlternatives?.[titleAlternative - 1] : undefined
  if (title !== undefined) next.title = title
  const paragraph = paragraphAlternative ? page.paragraphAlternatives?.[paragraphAlternative - 1] : undefined
  if (paragraph !== undefined) next.paragraphs = [paragraph]
  return next
}
