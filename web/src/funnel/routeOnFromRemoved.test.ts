import { describe, expect, it } from 'vitest'
import { routeOnFromRemoved } from './routeOnFromRemoved'

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
