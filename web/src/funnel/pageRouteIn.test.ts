import { describe, expect, it } from 'vitest'
import { seedDocuments } from '../../../seed/dataset'
import { pageRoute } from './paths'
import { pageRouteIn } from '../../../schemas/studio/pageRoute'

describe('the route of a page, as the Studio computes it', () => {
  it('is the renderer\'s route for every seed page in its funnel', () => {
    const seed = seedDocuments()
    const byId = new Map(seed.map((document) => [document._id, document]))
    let compared = 0
    for (const funnel of seed.filter((document) => document._type === 'funnel')) {
      for (const ref of funnel.pages) {
        const page = byId.get(ref._ref)
        if (page?._type !== 'page') throw new Error(`${ref._ref} is no page`)
        expect(pageRouteIn(funnel.basePath, page.path)).toBe(pageRoute(funnel.basePath, page))
        compared++
      }
    }
    expect(compared).toBeGreaterThan(300)
  })

  it('is the renderer\'s route for landing, relative, absolute and padded paths', () => {
    for (const path of [undefined, '', '  ', 'age', '/legal/terms', ' email ']) expect(pageRouteIn('/demo', path)).toBe(pageRoute('/demo', { key: 'k', path }))
    expect(pageRouteIn('/demo', '')).toBe('/demo')
    expect(pageRouteIn('/demo', '/terms')).toBe('/terms')
    expect(pageRouteIn('/demo', 'age')).toBe('/demo/age')
  })
})
