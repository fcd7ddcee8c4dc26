import { repeats } from './repeats'

/**
 * The spec's A/B test configuration checks (section 5), written once. The Studio reports them
 * as publishing errors on their fields (schemas/studio/abTestIssues.ts); the snapshot and the
 * browser log them, never blocking (abConfigProblems.ts). Each words them for its readers.
 */

/** An A/B test as far as the checks read it: a Studio draft may still miss any part. */
export interface AbTestDraft {
  name?: unknown
  key?: unknown
  variants?: readonly { _key?: unknown; value?: unknown; weight?: unknown }[] | null
  defaultVariant?: unknown
  pages?: unknown
}

/** One broken rule of a test's configuration; `variant` is an index into its variants. */
export type AbTestProblem =
  /** Pages, rules and the renderer's storage find the test by its key: the name followed by Key. */
  | { kind: 'keyNotNameKey'; key: string; expected: string }
  | { kind: 'noVariant' }
  | { kind: 'noPage' }
  /** A later variant with the value of an earlier one (one problem per repeat). */
  | { kind: 'duplicateVariant'; variant: number; value: string }
  | { kind: 'weightNotPositive'; variant: number }
  | { kind: 'defaultNotVariant'; value: string }

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/** Every configuration problem of one test, in field order; parts still missing are left to their required-field checks. */
export function abTestProblems(test: AbTestDraft): AbTestProblem[] {
  const problems: AbTestProblem[] = []
  const name = text(test.name)
  if (name && typeof test.key === 'string' && test.key !== `${name}Key`) problems.push({ kind: 'keyNotNameKey', key: test.key, expected: `${name}Key` })
  const variants = test.variants ?? []
  if (variants.length === 0) problems.push({ kind: 'noVariant' })
  if (!Array.isArray(test.pages) || test.pages.length === 0) problems.push({ kind: 'noPage' })
  for (const { index, value } of repeats(variants, (variant) => text(variant.value))) problems.push({ kind: 'duplicateVariant', variant: index, value })
  variants.forEach((variant, index) => {
    if (typeof variant.weight === 'number' && !(variant.weight > 0)) problems.push({ kind: 'weightNotPositive', variant: index })
  })
  const defaultVariant = text(test.defaultVariant)
  if (defaultVariant !== undefined && !variants.some((variant) => variant.value === defaultVariant)) problems.push({ kind: 'defaultNotVariant', value: defaultVariant })
  return problems
}
