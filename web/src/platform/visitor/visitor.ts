/**
 * The active onboarding and the visitor's A/B variants in it, set by the funnel on every
 * location change (spec 4); every logged event carries them. Kept tiny: the funnel's first
 * render imports it, the event log reads it later.
 */
import type { Variants } from '../../funnel/answers'

let onboarding: string | null = null
let variants: Variants = {}

/** Location change: the funnel now shown and the visitor's variants in it. */
export function setActiveOnboarding(name: string, assigned: Variants): void {
  onboarding = name
  variants = assigned
}

export const activeOnboarding = (): string | null => onboarding
export const activeVariants = (): Variants => variants
