/**
 * Which prerendered alternative of a funnel's landing this visitor gets. The build compiles this
 * module on its own into the landing's inline script, which runs before the first paint: it
 * reads the stored language and draws (and stores) the visitor's variants of the A/B tests that
 * change the landing, exactly as the app reads and draws them. The app, starting later, finds
 * the same language and variants and renders the same markup, so no visitor sees one variant
 * replaced by another. No zod and no React here: this is inlined into every landing's HTML.
 */
import type { AbTestDefinition } from '../funnel/abAssignment'
import type { Variants } from '../funnel/answers'
import { drawVariantsOf } from './ab'
import { storedLanguage } from './i18n'

/** What the build writes into the landing for the inline script. */
export interface LandingChoices {
  funnelKey: string
  /** The tests whose variants change the landing's markup, with their variants and weights. */
  tests: AbTestDefinition[]
  /** alternativeKey → the alternative's number; 0 is the one already in #root. */
  alternatives: Record<string, number>
}

/** One alternative's key: the language and each landing test's variant, in the tests' order. */
export const alternativeKey = (language: string, tests: readonly AbTestDefinition[], variants: Variants): string =>
  [language, ...tests.map((test) => variants[test.key] ?? '')].join('|')

/** The alternative for this visitor; 0 (the markup in #root) when nothing else matches. */
export function chooseLanding({ funnelKey, tests, alternatives }: LandingChoices): number {
  const variants = tests.length > 0 ? drawVariantsOf(funnelKey, tests) : {}
  return alternatives[alternativeKey(storedLanguage(), tests, variants)] ?? 0
}

/** Set on <html> by the head script while #root waits for the chosen alternative (hidden by the landing's CSS). */
export const CHOSEN_ATTRIBUTE = 'data-landing'

/** The head script: chooses, and hides #root when the choice is not the markup already in it. */
export function markChosenLanding(choices: LandingChoices): void {
  const chosen = chooseLanding(choices)
  if (chosen > 0) document.documentElement.setAttribute(CHOSEN_ATTRIBUTE, String(chosen))
}

/** The element holding the other alternatives' markup, as a JSON array of strings (alternative n at n - 1). */
export const ALTERNATIVES_ID = 'landing-alternatives'

/**
 * The other alternatives as JSON text in a data script: the parser only skims it, where 95
 * inert templates (screendetox) would each be parsed into elements on every page view.
 */
export function alternativesData(markup: readonly string[]): string {
  // Escaped, so no markup inside can end the element it sits in.
  return JSON.stringify(markup.slice(1)).replace(/</g, '\\u003c')
}

/** The script after the alternatives: the chosen one into #root, then shown; nothing to do for [0]. */
export function showChosenLanding(): void {
  const html = document.documentElement
  const chosen = Number(html.getAttribute(CHOSEN_ATTRIBUTE))
  if (!chosen) return
  const root = document.getElementById('root')
  try {
    const alternatives: unknown = JSON.parse(document.getElementById(ALTERNATIVES_ID)?.textContent ?? '[]')
    const markup = Array.isArray(alternatives) ? alternatives[chosen - 1] : undefined
    if (root && typeof markup === 'string') root.innerHTML = markup
  } finally {
    // Whatever happened, #root shows: the default alternative beats a blank page.
    html.removeAttribute(CHOSEN_ATTRIBUTE)
  }
}
