import { optionSetOf } from '../page/optionSetOf'
import type { RuleContext } from './ruleReferences'
import { ruleReferenceIssues } from './ruleReferences'
import type { FunnelContent } from './schema'
import type { DocumentIssue } from './validateDocument'

/** The tests, pages and options one funnel's content offers its rules. */
export function ruleContextOf(content: FunnelContent): RuleContext {
  const optionSets = new Map(content.optionSets.map((set) => [set._id, set.options.map((option) => option.key)]))
  return {
    tests: new Map(content.abTests.map((test) => [test.key, (test.variants ?? []).map((variant) => variant.value)])),
    pages: new Map(content.pages.map((page) => [page.key, optionSetsOf(page, optionSets)])),
  }
}

const optionSetsOf = (page: FunnelContent['pages'][number], optionSets: Map<string, string[]>) => {
  const ref = optionSetOf(page)
  return ref ? (optionSets.get(ref._ref) ?? []) : []
}

/** Every rule in the funnel that names a test, variant, page, question or option it lacks. */
export function funnelRuleIssues(content: FunnelContent): DocumentIssue[] {
  const context = ruleContextOf(content)
  return content.pages.flatMap((page) =>
    ruleReferenceIssues(
      { ...page, resultScoring: 'resultScoring' in page ? page.resultScoring : undefined, answerProfile: 'answerProfile' in page ? page.answerProfile : undefined },
      context,
    ),
  )
}
