/**
 * The params every logged event carries (spec 3 "common params"), read when the event is
 * logged, so each event says what was true then. firebaseUserId and countryCode are filled in
 * when it is sent.
 */
import { storedLanguage } from '../visitor/i18n'
import { readEmail } from '../visitor/session'
import { isTester } from '../visitor/tester'
import { activeOnboarding } from '../visitor/visitor'

/** Params every event carries; firebaseUserId and countryCode are filled in when it is sent. */
export function commonParams(): Record<string, unknown> {
  return {
    appVersion: __APP_VERSION__,
    isTester: isTester(),
    colorScheme: 'light',
    platform: 'Web',
    language: storedLanguage(),
    onboardingName: activeOnboarding(),
    email: readEmail() ?? null,
  }
}
