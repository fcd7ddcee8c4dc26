/** The part of a funnel the URL resolution needs. */
export interface FunnelLocation {
  key: string
  basePath: string
}

/** Paths that belong to no onboarding (spec 2.1). */
export const NON_FUNNEL_PATHS = ['/', '', '/onboardings', '/email-tester', '/terms', '/policy'] as const

export type FunnelMatch<F> = { kind: 'funnel'; funnel: F } | { kind: 'none' } | { kind: 'unknown'; message: string }

const startsWithSegment = (pathname: string, basePath: string) => pathname === basePath || pathname.startsWith(`${basePath}/`)

/**
 * The funnel of a URL: the registered funnel with the longest base path the URL starts with
 * (whole segments, so /parentingexp is not /parenting). Paths of no onboarding give none;
 * anything else is an error naming the path's segments and the available onboardings.
 */
export function resolveFunnel<F extends FunnelLocation>(pathname: string, funnels: readonly F[]): FunnelMatch<F> {
  const path = pathname.replace(/\/+$/, '')
  if ((NON_FUNNEL_PATHS as readonly string[]).includes(path)) return { kind: 'none' }
  const match = funnels
    .filter((funnel) => startsWithSegment(path, funnel.basePath))
    .sort((a, b) => b.basePath.length - a.basePath.length)[0]
  if (match) return { kind: 'funnel', funnel: match }
  const segments = path.split('/').filter(Boolean)
  return {
    kind: 'unknown',
    message: `No onboarding matches the path segments [${segments.join(', ')}]. Available onboardings: ${funnels.map((f) => f.key).join(', ')}.`,
  }
}
