/**
 * Which prerendered alternative of a page (a funnel's landing or a later page) this visitor gets.
 * The build compiles this module on its own into the page's inline script, which runs before
 * the first paint: it reads the stored language and draws (and stores) the visitor's variants of the A/B tests that
 * change the page, exactly as the app reads and draws them. The app, starting later, finds
 * the same language and variants and renders the same markup, so no visitor sees one variant
 * replaced by another. No zod and no React here: this is inlined into every prerendered
 * page's HTML.
 */
import type { AbTestDefinition } from '../../funnel/abAssignment'
import type { Variants } from '../../funnel/answers'
import { drawVariantsOf } from '../visitor/ab'
import { storedLanguage } from '../visitor/i18n'
import { holdsAny, type StoredKeys } from '../storage/storage'
import { returnSessionId } from '../../funnel/providerReturn'
import { CHOSEN_ATTRIBUTE, DRAWN_BY_APP } from './prerenderedSwap'

/** What the build writes into a prerendered page for the inline script. */
export interface PrerenderedChoices {
  funnelKey: string
  /** The tests whose variants change the page's markup, with their variants and weights. */
  tests: AbTestDefinition[]
  /** alternativeKey → the alternative's number; 0 is the one already in #root. */
  alternatives: Record<string, number>
  /**
   * Pages after the landing: what the prerender read from storage besides the language and the
   * variants (answers, the e-mail, a pinned content version). A visitor holding any of it may
   * see another page than the HTML's, so the app draws it instead.
   */
  stored?: StoredKeys
  /**
   * The checkout page: its markup is the first frame of the payment provider's return (the
   * payment being checked). Its query decides what the app shows, so any other checkout URL
   * (the paywall's request, the provider's cancel, a malformed return) is the app's to draw.
   */
  providerReturn?: boolean
}

/** One alternative's key: the language and each page test's variant, in the tests' order. */
export const alternativeKey = (language: string, tests: readonly AbTestDefinition[], variants: Variants): string =>
  [language, ...tests.map((test) => variants[test.key] ?? '')].join('|')

/** The alternative for this visitor; 0 (the markup in #root) when nothing else matches, DRAWN_BY_APP when none fits. */
export function chooseAlternative({ funnelKey, tests, alternatives, stored, providerReturn }: PrerenderedChoices): number {
  if (stored && holdsAny(stored)) return DRAWN_BY_APP
  if (providerReturn && returnSessionId(location.search) === undefined) return DRAWN_BY_APP
  const variants = tests.length > 0 ? drawVariantsOf(funnelKey, tests) : {}
  return alternatives[alternativeKey(storedLanguage(), tests, variants)] ?? 0
}

/** The head script: chooses, and hides #root when the choice is not the markup already in it. */
export function markChosenAlternative(choices: PrerenderedChoices): void {
  const chosen = chooseAlternative(choices)
  if (chosen !== 0) document.documentElement.setAttribute(CHOSEN_ATTRIBUTE, String(chosen))
}
