import { describe, expect, it } from 'vitest'
import { resolveFunnel } from './resolveFunnel'

const funnels = [
  { key: 'parenting', basePath: '/parenting' },
  { key: 'parentingexp', basePath: '/parentingexp' },
  { key: 'demo', basePath: '/demo' },
]

describe('resolveFunnel (spec 2.1)', () => {
  it('picks the funnel whose base path the URL starts with', () => {
    expect(resolveFunnel('/demo', funnels)).toEqual({ kind: 'funnel', funnel: funnels[2] })
    expect(resolveFunnel('/demo/age/', funnels)).toEqual({ kind: 'funnel', funnel: funnels[2] })
  })

  it('prefers the longest base path, by whole segments', () => {
    expect(resolveFunnel('/parentingexp/offer', funnels)).toEqual({ kind: 'funnel', funnel: funnels[1] })
    expect(resolveFunnel('/parenting/offer', funnels)).toEqual({ kind: 'funnel', funnel: funnels[0] })
    const nested = [...funnels, { key: 'demoPl', basePath: '/demo/pl' }]
    expect(resolveFunnel('/demo/pl/age', nested)).toEqual({ kind: 'funnel', funnel: nested[3] })
  })

  it.each(['/', '', '/onboardings', '/email-tester', '/terms', '/policy'])('%s belongs to no onboarding', (path) => {
    expect(resolveFunnel(path, funnels)).toEqual({ kind: 'none' })
  })

  it('anything else is an error naming the segments and the available onboardings', () => {
    expect(resolveFunnel('/demox/age', funnels)).toEqual({
      kind: 'unknown',
      message: 'No onboarding matches the path segments [demox, age]. Available onboardings: parenting, parentingexp, demo.',
    })
  })
})
