/** A path without its trailing slashes, in lower case: React Router matches paths case-insensitively and with or without a trailing slash. */
const normalize = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/'

/** How well `pattern` matches `pathname`: 0 not at all; an exact path beats any splat, a longer splat a shorter one, `*` anything. */
function score(pattern: string, pathname: string): number {
  if (pattern === '*') return 1
  if (pattern.endsWith('/*')) {
    const prefix = normalize(pattern.slice(0, -2))
    const matches = prefix === '/' || pathname === prefix || pathname.startsWith(`${prefix}/`)
    return matches ? 2 + prefix.length : 0
  }
  return normalize(pattern) === pathname ? Number.POSITIVE_INFINITY : 0
}

/**
 * The index of the pattern that matches `pathname` best, or -1. Patterns are exact paths
 * (`/terms`), a prefix with a splat (`/ds/*`: `/ds` and anything below it) or `*` (any path);
 * as in React Router, the most specific wins whatever the order, the first of equals.
 */
export function matchRoute(patterns: readonly string[], pathname: string): number {
  const path = normalize(pathname)
  let best = -1
  let bestScore = 0
  patterns.forEach((pattern, index) => {
    const value = score(pattern, path)
    if (value > bestScore) [best, bestScore] = [index, value]
  })
  return best
}
