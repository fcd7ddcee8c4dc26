import type { ProcessablePage } from './processPages'

type IdentifiedPage = ProcessablePage & { _id?: string }

// A rule may rename a page (deeps: the kept paywall becomes `payWall`), so a processed page is
// found in content order by its document id; pages without one (tests) by key.
const identity = (page: IdentifiedPage | undefined) => page?._id ?? page?.key

/** The A/B tests named by a page's rules (the tests its processing reads). */
export function testsOfPage(page: ProcessablePage): string[] {
  const tests = (page.rules ?? []).flatMap((rule) => (rule.conditions ?? []).flatMap((condition) => (condition._type === 'variantCondition' ? [condition.test] : [])))
  return [...new Set(tests)]
}

/**
 * The A/B tests whose processing decided that the visitor sees this page here: the tests named
 * by the page's own rules and by the rules of every page the processing removed between the
 * previous shown page and this one (content order). A test that hides a page is thereby
 * exposed on the page shown in its place, for the visitor who sees it hidden and the one who
 * sees it shown alike. A page moved out of content order counts its own rules only.
 */
export function testsReadAt(source: readonly IdentifiedPage[], shown: readonly IdentifiedPage[], index: number): string[] {
  const page = shown[index]
  if (!page) return []
  const at = source.findIndex((candidate) => identity(candidate) === identity(page))
  const previous = index > 0 ? source.findIndex((candidate) => identity(candidate) === identity(shown[index - 1])) : -1
  const between = at > previous ? source.slice(previous + 1, at + 1) : [source[at] ?? page]
  return [...new Set(between.flatMap(testsOfPage))]
}
