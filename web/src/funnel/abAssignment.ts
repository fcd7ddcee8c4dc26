import type { Variants } from './answers'

/** The parts of an A/B test assignment needs. */
export interface AbTestDefinition {
  key: string
  variants?: readonly { value: string; weight?: number }[]
}

/**
 * Draws one variant, weighted when weights are given (missing weights count as equal shares;
 * all-zero weights as equal too). A test without variants draws nothing.
 */
export function drawVariant(test: AbTestDefinition, random: () => number): string | undefined {
  const variants = test.variants ?? []
  if (variants.length === 0) return undefined
  const hasWeights = variants.some((variant) => (variant.weight ?? 0) > 0)
  const weights = variants.map((variant) => (hasWeights ? (variant.weight ?? 0) : 1))
  let point = random() * weights.reduce((sum, weight) => sum + weight, 0)
  for (const [index, variant] of variants.entries()) {
    point -= weights[index]!
    if (point < 0) return variant.value
  }
  return variants[variants.length - 1]!.value
}

const isValid = (test: AbTestDefinition, value: string | undefined) => value !== undefined && (test.variants ?? []).some((variant) => variant.value === value)

/**
 * The visitor's variant for every test: the stored one when it is still a variant of the test,
 * else a fresh draw. `changed` says whether the stored map needs writing.
 */
export function assignVariants(tests: readonly AbTestDefinition[], stored: Variants, random: () => number): { variants: Variants; changed: boolean } {
  const variants: Record<string, string> = {}
  let changed = false
  for (const test of tests) {
    const kept = stored[test.key]
    const value = isValid(test, kept) ? kept : drawVariant(test, random)
    if (value === undefined) continue
    variants[test.key] = value
    if (value !== kept) changed = true
  }
  return { variants, changed }
}

/** Why a switch is refused (unknown test or variant), or null when it is allowed. */
export function switchRefusal(tests: readonly AbTestDefinition[], testKey: string, value: string): string | null {
  const test = tests.find((candidate) => candidate.key === testKey)
  if (!test) return `Unknown A/B test "${testKey}"`
  if (!isValid(test, value)) return `Unknown variant "${value}" for A/B test "${testKey}"`
  return null
}
