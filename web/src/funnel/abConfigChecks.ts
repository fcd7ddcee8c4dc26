/** What the configuration checks read of an A/B test. */
export interface CheckedAbTest {
  name: string
  key: string
  variants?: readonly { value: string }[]
  pages?: readonly string[]
}

/**
 * Spec section 5, A/B test configuration checks. They are logged, never blocking: a test that
 * fails them still runs as well as it can.
 */
export function abConfigProblems(tests: readonly CheckedAbTest[]): string[] {
  const problems: string[] = []
  const seenKeys = new Set<string>()
  for (const test of tests) {
    const values = (test.variants ?? []).map((variant) => variant.value)
    if (test.key !== `${test.name}Key`) problems.push(`A/B test ${test.name}: key "${test.key}" should be "${test.name}Key"`)
    if (values.length === 0) problems.push(`A/B test ${test.name}: needs at least one variant`)
    if ((test.pages ?? []).length === 0) problems.push(`A/B test ${test.name}: needs at least one page`)
    const duplicates = values.filter((value, index) => values.indexOf(value) !== index)
    if (duplicates.length > 0) problems.push(`A/B test ${test.name}: duplicate variants ${[...new Set(duplicates)].join(', ')}`)
    if (seenKeys.has(test.key)) problems.push(`A/B test ${test.name}: duplicate key "${test.key}"`)
    seenKeys.add(test.key)
  }
  return problems
}
