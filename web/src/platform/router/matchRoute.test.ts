import { describe, expect, it } from 'vitest'
import { matchRoute } from './matchRoute'

// The app's routes (App.tsx), in its order.
const APP = ['/', '/ds/*', '/onboardings', '/email-tester', '/terms', '/policy', '*']
const routeOf = (pathname: string) => APP[matchRoute(APP, pathname)]

describe('matchRoute', () => {
  it('matches exact paths, with or without a trailing slash, in any case', () => {
    expect(routeOf('/')).toBe('/')
    expect(routeOf('/terms')).toBe('/terms')
    expect(routeOf('/terms/')).toBe('/terms')
    expect(routeOf('/Onboardings')).toBe('/onboardings')
  })

  it('matches a splat for its prefix and anything below it, never for a longer name', () => {
    expect(routeOf('/ds')).toBe('/ds/*')
    expect(routeOf('/ds/x')).toBe('/ds/*')
    expect(routeOf('/ds/x/y')).toBe('/ds/*')
    expect(routeOf('/dsx')).toBe('*')
  })

  it('falls back to * for every other path, and to nothing without it', () => {
    expect(routeOf('/leadership/age')).toBe('*')
    expect(routeOf('/terms/more')).toBe('*')
    expect(matchRoute(['/terms'], '/policy')).toBe(-1)
  })

  it('takes the most specific match whatever the order, the first of equals', () => {
    expect(matchRoute(['*', '/a/*', '/a/b/*', '/a/b'], '/a/b')).toBe(3)
    expect(matchRoute(['*', '/a/*', '/a/b/*'], '/a/b/c')).toBe(2)
    expect(matchRoute(['*', '/a/*'], '/a/c')).toBe(1)
    expect(matchRoute(['/x', '/x'], '/x')).toBe(0)
  })
})
