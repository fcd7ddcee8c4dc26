import * as z from 'zod/mini'
import { assignVariants, switchRefusal, type AbTestDefinition } from '../funnel/abAssignment'
import type { Variants } from '../funnel/answers'
import { createStore } from './storage'

/** A/B variants per onboarding, in local storage so a returning visitor keeps them. */
const store = createStore('local', 'funnels-ab')
const variantsSchema = z.record(z.string(), z.string())

const read = (funnelKey: string): Variants => store.read(funnelKey, variantsSchema) ?? {}

/** The visitor's variants for this funnel: stored ones reused, missing or invalid ones drawn. */
export function loadVariants(funnelKey: string, tests: readonly AbTestDefinition[]): Variants {
  const { variants, changed } = assignVariants(tests, read(funnelKey), Math.random)
  if (changed) store.write(funnelKey, variants)
  return variants
}

/** Switches one test's variant for this visitor; refused (and logged) for unknown tests or variants. */
export function switchVariant(funnelKey: string, tests: readonly AbTestDefinition[], testKey: string, value: string): Variants | null {
  const refusal = switchRefusal(tests, testKey, value)
  if (refusal) {
    console.error(refusal)
    return null
  }
  const variants = { ...read(funnelKey), [testKey]: value }
  store.write(funnelKey, variants)
  return variants
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
