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

export function clearVariants(funnelKeys: readonly string[]): void {
  for (const key of funnelKeys) store.remove(key)
}

/** Exactly what storage holds for this funnel, for the debug panel. */
export function rawStoredVariants(funnelKey: string): { key: string; value: string | undefined } {
  return { key: `funnels-ab:${funnelKey}`, value: store.readRaw(funnelKey) }
}
