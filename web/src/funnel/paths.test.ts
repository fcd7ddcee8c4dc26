import { describe, expect, it } from 'vitest'
import { findPageIndex, pageRoute, routeOnFromRemoved } from './paths'

const pages = [{ key: 'landing', path: '' }, { key: 'age', path: 'age' }, { key: 'terms', path: '/terms' }, { key: 'congrats', path: 'congrats' }]

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

describe('a removed page opened by URL', () => {
  const content = [{ key: 'a', path: '' }, { key: 'b', path: 'b' }, { key: 'c', path: 'c' }, { key: 'd', path: 'd' }]
  const shown = [content[0]!, content[3]!]
  it('leads on to the next page the visitor gets, in content order', () => {
    expect(routeOnFromRemoved(content, shown, '/demo', '/demo/b')).toBe('/demo/d')
    expect(routeOnFromRemoved(content, shown, '/demo', '/demo/c/')).toBe('/demo/d')
  })
  it('is nothing for a path that is no page of the funnel, or when nothing follows', () => {
    expect(routeOnFromRemoved(content, shown, '/demo', '/demo/zzz')).toBeUndefined()
    expect(routeOnFromRemoved(content, [content[0]!], '/demo', '/demo/c')).toBeUndefined()
  })
  it('uses the route the processed page has (a rule may change its path)', () => {
    expect(routeOnFromRemoved(content, [content[0]!, { key: 'd', path: 'moved' }], '/demo', '/demo/b')).toBe('/demo/moved')
  })
})
