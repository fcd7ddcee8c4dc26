/**
 * A prerendered page's second inline script, after its alternatives: puts the alternative the head
 * script chose (prerenderedChoice.ts) into #root and shows it. Its own module, with no imports, so
 * the script every page with alternatives carries is a few hundred bytes.
 */

/** Set on <html> by the head script while #root waits for the chosen alternative (hidden by the page's CSS). */
export const CHOSEN_ATTRIBUTE = 'data-alternative'

/** The choice that empties #root: the app draws this visitor's page from nothing (prerenderedChoice.ts). */
export const DRAWN_BY_APP = -1

/** The element holding the other alternatives' markup, as a JSON array of strings (alternative n at n - 1). */
export const ALTERNATIVES_ID = 'page-alternatives'

/**
 * The other alternatives as JSON text in a data script: the parser only skims it, where 95
 * inert templates (screendetox) would each be parsed into elements on every page view.
 */
export function alternativesData(markup: readonly string[]): string {
  // Escaped, so no markup inside can end the element it sits in.
  return JSON.stringify(markup.slice(1)).replace(/</g, '\\u003c')
}

/** The script after the alternatives: the chosen one into #root (or nothing, for the app to draw), then shown; nothing to do for [0]. */
export function showChosenAlternative(): void {
  const html = document.documentElement
  const chosen = Number(html.getAttribute(CHOSEN_ATTRIBUTE))
  if (!chosen) return
  const root = document.getElementById('root')
  try {
    // A visitor whose storage may change the page (prerenderedChoice.ts DRAWN_BY_APP): the app draws it.
    if (chosen === DRAWN_BY_APP) return void root?.replaceChildren()
    const alternatives: unknown = JSON.parse(document.getElementById(ALTERNATIVES_ID)?.textContent ?? '[]')
    const markup = Array.isArray(alternatives) ? alternatives[chosen - 1] : undefined
    if (root && typeof markup === 'string') root.innerHTML = markup
  } finally {
    // Whatever happened, #root shows: the default alternative beats a blank page.
    html.removeAttribute(CHOSEN_ATTRIBUTE)
  }
}
