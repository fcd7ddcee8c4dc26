import { describe, expect, it } from 'vitest'
import { findPageIndex, pageRoute } from './paths'

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
