import { abTestProblems, type AbTestProblem } from './abTestProblems'
import { repeats } from './repeats'

/** What the configuration checks read of an A/B test. */
export interface CheckedAbTest {
  name: string
  key: string
  variants?: readonly { value: string; weight?: number }[]
  defaultVariant?: string
  pages?: readonly string[]
}

/** One log line per problem, except repeated variants: one line names them all. */
function describe(test: CheckedAbTest, problem: Exclude<AbTestProblem, { kind: 'duplicateVariant' }>): string {
  switch (problem.kind) {
    case 'keyNotNameKey':
      return `key "${problem.key}" should be "${problem.expected}"`
    case 'noVariant':
      return 'needs at least one variant'
    case 'noPage':
      return 'needs at least one page'
    case 'weightNotPositive':
      return `variant "${test.variants?.[problem.variant]?.value ?? problem.variant}" needs a positive weight (or none, for equal weights)`
    case 'defaultNotVariant':
      return `default variant "${problem.value}" is none of its variants`
  }
}

/**
 * Spec section 5, A/B test configuration checks (abTestProblems) over a funnel's tests, plus a
 * key that two tests share, as log lines. The snapshot build logs the snapshot's, the browser
 * those of a changed live answer (web/src/content/mergeLive.ts), never blocking: a test that
 * fails them still runs as well as it can.
 */
export function abConfigProblems(tests: readonly CheckedAbTest[]): string[] {
  const lines: string[] = []
  const repeatedKeys = new Set(repeats(tests, (test) => test.key).map(({ index }) => index))
  tests.forEach((test, testIndex) => {
    const problems = abTestProblems(test)
    const repeated = problems.flatMap((problem) => (problem.kind === 'duplicateVariant' ? [problem.value] : []))
    const line = (words: string) => lines.push(`A/B test ${test.name}: ${words}`)
    problems.forEach((problem, index) => {
      if (problem.kind !== 'duplicateVariant') line(describe(test, problem))
      else if (problems.findIndex((other) => other.kind === 'duplicateVariant') === index) line(`duplicate variants ${[...new Set(repeated)].join(', ')}`)
    })
    if (repeatedKeys.has(testIndex)) line(`duplicate key "${test.key}"`)
  })
  return lines
}
