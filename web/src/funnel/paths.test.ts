import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextRoute } from './navigation'
import { findPageIndex, pageRoute } from './paths'

const pages = [{ key: 'landing', path: '' }, { key: 'age', path: 'age' }, { key: 'terms', path: '/terms' }, { key: 'congrats', path: 'congrats' }]

afterEach(() => vi.restoreAllMocks())

describe('page paths (spec 2.3)', () => {
  it('empty path is the landing page, / is absolute, anything else is relative', () => {
    expect(pageRoute('/demo', { key: 'l', path: '' })).toBe('/demo')
    expect(pageRoute('/demo', { key: 'l' })).toBe('/demo')
    expect(pageRoute('/demo', { key: 't', path: '/terms' })).toBe('/terms')
    expect(pageRoute('/demo', { key: 'a', path: 'age' })).toBe('/demo/age')
  })

  it('finds the page at a URL, ignoring a trailing slash', () => {
    expect(findPageIndex(pages, '/demo', '/demo/')).toBe(0)
    expect(findPageIndex(pages, '/demo', '/demo/age')).toBe(1)
    expect(findPageIndex(pages, '/demo', '/terms')).toBe(2)
    expect(findPageIndex(pages, '/demo', '/demo/nope')).toBe(-1)
  })
})

describe('next (spec 2.4)', () => {
  it('is the page after the current path in the processed list', () => {
    expect(nextRoute(pages, '/demo', '/demo')).toBe('/demo/age')
    expect(nextRoute(pages, '/demo', '/demo/age')).toBe('/terms')
  })

  it('logs an error and gives nothing after the last page or from an unknown path', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(nextRoute(pages, '/demo', '/demo/congrats')).toBeNull()
    expect(nextRoute(pages, '/demo', '/demo/unknown')).toBeNull()
    expect(error).toHaveBeenCalledTimes(2)
  })
})
