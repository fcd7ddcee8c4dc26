/**
 * Who and where the visitor is, as every logged event tells it (spec 3 "common params"): the
 * active onboarding and its A/B variants are set by the funnel on every location change; the
 * rest is read when the event is raised, so each event says what was true at that moment.
 */
import type { Variants } from '../funnel/answers'
import { storedLanguage } from './i18n'
import { readEmail } from './session'
import { isTester } from './tester'

let onboarding: string | null = null
let variants: Variants = {}

/** Location change: the funnel now shown and the visitor's variants in it. */
export function setActiveOnboarding(name: string, assigned: Variants): void {
  onboarding = name
  variants = assigned
}

export const activeOnboarding = (): string | null => onboarding
export const activeVariants = (): Variants => variants

/** Params every event carries; firebaseUserId and countryCode are filled in when it is sent. */
export function commonParams(): Record<string, unknown> {
  return {
    appVersion: __APP_VERSION__,
    isTester: isTester(),
    colorScheme: 'light',
    platform: 'Web',
    language: storedLanguage(),
    onboardingName: onboarding,
    email: readEmail() ?? null,
  }
}
