/**
 * Rules name things by key: A/B tests and their variants, pages, questions and their options.
 * A key that does not exist in the funnel makes a rule that silently never applies, so the
 * snapshot refuses it and Studio flags it, naming the document and the field path.
 */
import type { ProcessingRule } from '../rule/schema'
import type { DocumentIssue } from './validateDocument'

/** What a funnel offers rules to name. */
export interface RuleContext {
  /** A/B test key to its variant values. */
  tests: ReadonlyMap<string, readonly string[]>
  /** Page key to the option keys of its option set (empty for a page without one). */
  pages: ReadonlyMap<string, readonly string[]>
}

interface RulePage {
  _id: string
  rules?: readonly ProcessingRule[]
  resultScoring?: { points: readonly { questionKey: string; optionKey?: string }[] }
  answerProfile?: readonly { questionKey: string }[]
}

/** Every key a page's rules (and result scoring) name that the funnel does not have. */
export function ruleReferenceIssues(page: RulePage, context: RuleContext): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const report = (path: string, message: string) => issues.push({ documentId: page._id, path, message })
  const checkAnswer = (path: string, questionKey: string, optionKey: string | undefined) => {
    const options = context.pages.get(questionKey)
    if (!options) report(`${path}.questionKey`, `Names the question "${questionKey}", which is no page of this funnel`)
    else if (optionKey !== undefined && !options.includes(optionKey)) report(`${path}.optionKey`, `Names the option "${optionKey}", which question "${questionKey}" does not offer`)
  }
  ;(page.rules ?? []).forEach((rule, r) => {
    const rulePath = `rules.${r}`
    ;(rule.conditions ?? []).forEach((condition, c) => {
      const path = `${rulePath}.conditions.${c}`
      if (condition._type === 'answerCondition') return checkAnswer(path, condition.questionKey, condition.optionKey)
      const values = context.tests.get(condition.test)
      if (!values) return report(`${path}.test`, `Names the A/B test "${condition.test}", which this funnel does not run`)
      condition.values.forEach((value, v) => {
        if (!values.includes(value)) report(`${path}.values.${v}`, `Names the variant "${value}", which A/B test "${condition.test}" does not have`)
      })
    })
    if (rule.effect === 'moveBefore' && rule.beforeKey && !context.pages.has(rule.beforeKey)) {
      report(`${rulePath}.beforeKey`, `Names the page "${rule.beforeKey}", which is no page of this funnel`)
    }
  })
  page.resultScoring?.points.forEach((point, p) => checkAnswer(`resultScoring.points.${p}`, point.questionKey, point.optionKey))
  page.answerProfile?.forEach((entry, e) => checkAnswer(`answerProfile.${e}`, entry.questionKey, undefined))
  return issues
}
