import { assignVariants, switchRefusal, type AbTestDefinition } from '../../funnel/abAssignment'
import type { Variants } from '../../funnel/answers'
import { isRecordOf, isString } from '../storage/guards'
import { createStore, fromGuard } from '../storage/storage'

/** A/B variants per onboarding, in local storage so a returning visitor keeps them. */
const store = createStore('local', 'funnels-ab')
// A guard, not zod: the landing's inline script draws the landing's variants before the first paint.
const variantsSchema = fromGuard<Variants>(isRecordOf(isString))

const read = (funnelKey: string): Variants => store.read(funnelKey, variantsSchema) ?? {}

/** The variants stored for an onboarding (empty when none are, or storage is unreadable). */
export const storedVariantsOf = (funnelKey: string): Variants => read(funnelKey)

/**
 * The visitor's variants of some of an onboarding's tests (those that change its landing):
 * stored ones kept, missing ones drawn and stored beside the rest, as `load` would.
 */
export function drawVariantsOf(funnelKey: string, tests: readonly AbTestDefinition[]): Variants {
  const stored = read(funnelKey)
  const { variants, changed } = assignVariants(tests, stored, Math.random)
  if (changed) store.write(funnelKey, { ...stored, ...variants })
  return variants
}

/** One onboarding's A/B assignment for this visitor (spec 4 "A/B assignment"). */
export interface AbManager {
  /** The visitor's variants: stored ones reused, missing or no longer valid ones drawn (weighted) and stored. */
  load(): Variants
  /** Switches one test's variant (debug panel); refused and logged for an unknown test or variant. */
  switchVariant(testKey: string, value: string): Variants | null
}

/**
 * The A/B manager of one onboarding. Variants are stored per onboarding type, so a manager for a
 * type that is not a funnel would scatter them: it throws (spec 8).
 */
export function createAbManager(onboardingType: string, tests: readonly AbTestDefinition[], knownTypes: readonly string[]): AbManager {
  if (!knownTypes.includes(onboardingType)) {
    throw new Error(`An A/B manager needs a valid onboarding type; got "${onboardingType}" (known: ${knownTypes.join(', ')})`)
  }
  return {
    load() {
      const { variants, changed } = assignVariants(tests, read(onboardingType), Math.random)
      if (changed) store.write(onboardingType, variants)
      return variants
    },
    switchVariant(testKey, value) {
      const refusal = switchRefusal(tests, testKey, value)
      if (refusal) {
        console.error(refusal)
        return null
      }
      const variants = { ...read(onboardingType), [testKey]: value }
      store.write(onboardingType, variants)
      return variants
    },
  }
}

/** Forgets the stored variants of every onboarding, so each funnel draws them again. */
export function clearAllVariants(): void {
  for (const key of store.keys()) store.remove(key)
}

/** A stored key exactly as storage holds it, for the debug panel. */
export interface RawStoredEntry {
  key: string
  value: string | undefined
}

/** Every onboarding's stored variants as storage holds them (`funnels-ab:<funnel>`). */
export function rawStoredVariants(): RawStoredEntry[] {
  return store.keys().map((key) => ({ key: `funnels-ab:${key}`, value: store.readRaw(key) }))
}
