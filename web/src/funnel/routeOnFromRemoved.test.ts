import { describe, expect, it } from 'vitest'
import { deepsPages } from '../../../seed/funnels/deeps/index'
import { deepsAbTests } from '../../../seed/funnels/deeps/tests'
import { processFunnel } from '../../../seed/kit/processTestKit'
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

describe('a removed page that another page replaces', () => {
  const variant = (test: string, value: string) => ({ _type: 'variantCondition' as const, _key: test, test, operator: 'is' as const, values: [value] })
  const when = (effect: 'hide' | 'show', test: string, value: string) => ({ _type: 'processingRule' as const, _key: `${effect}${value}`, effect, conditions: [variant(test, value)] })
  // The deeps shape: a trial paywall hidden under discount, a discount paywall shown under it
  // and renamed payWall by processing; congrats and registration after them.
  const content = [
    { _id: 'p.quiz', key: 'quiz', path: 'quiz', componentType: 'radioQuestion' },
    { _id: 'p.story', key: 'story', path: 'story', componentType: 'endPage', rules: [when('hide', 'typeKey', 'discount')] },
    { _id: 'p.trial', key: 'offer-trial', path: 'offer-trial', componentType: 'paywall', rules: [when('hide', 'typeKey', 'discount')] },
    { _id: 'p.sixty', key: 'offer-60', path: 'offer-60', componentType: 'paywall', rules: [when('show', 'typeKey', 'discount')] },
    { _id: 'p.bonus', key: 'bonus', path: 'bonus', componentType: 'endPage', rules: [when('show', 'bonusKey', 'yes')] },
    { _id: 'p.congrats', key: 'congrats', path: 'congrats', componentType: 'congrats' },
    { _id: 'p.register', key: 'registration', path: 'create-account', componentType: 'registration' },
  ]
  const [quiz, story, trial, sixty, , congrats, register] = content as [(typeof content)[number], ...(typeof content)[number][]]
  const renamed = (page: (typeof content)[number]) => ({ ...page, key: 'payWall' })

  it('leads to the page of the same template that the same test shows in its place', () => {
    expect(routeOnFromRemoved(content, [quiz, renamed(sixty!), congrats!, register!], '/deeps', '/deeps/offer-trial')).toBe('/deeps/offer-60')
    expect(routeOnFromRemoved(content, [quiz, story!, renamed(trial!), congrats!, register!], '/deeps', '/deeps/offer-60')).toBe('/deeps/offer-trial')
  })

  it('leads to the replacement even when it comes first in content order', () => {
    // Two wordings of one interstitial: the visitor with variant a sees the first, so the second's URL leads back to it.
    const wordings = [
      { _id: 'p.a', key: 'tipA', path: 'tip-a', componentType: 'interruptor', rules: [when('hide', 'tipKey', 'b')] },
      { _id: 'p.b', key: 'tipB', path: 'tip-b', componentType: 'interruptor', rules: [when('show', 'tipKey', 'b')] },
      { _id: 'p.q', key: 'question', path: 'question', componentType: 'radioQuestion' },
    ]
    expect(routeOnFromRemoved(wordings, [wordings[0]!, wordings[2]!], '/demo', '/demo/tip-b')).toBe('/demo/tip-a')
  })

  it('is no replacement when the template differs: a skipped flow leads on in content order', () => {
    const flow = [
      { _id: 'p.a', key: 'tipA', path: 'tip-a', componentType: 'interruptor', rules: [when('show', 'flowKey', 'long')] },
      { _id: 'p.b', key: 'chart', path: 'chart', componentType: 'efficiencyChart', rules: [when('hide', 'flowKey', 'long')] },
      { _id: 'p.q', key: 'question', path: 'question', componentType: 'radioQuestion' },
    ]
    expect(routeOnFromRemoved(flow, [flow[0]!, flow[2]!], '/demo', '/demo/chart')).toBe('/demo/question')
  })

  it('finds a page that processing renamed by its document', () => {
    expect(routeOnFromRemoved(content, [quiz, renamed(sixty!), congrats!, register!], '/deeps', '/deeps/story')).toBe('/deeps/offer-60')
  })

  it('never leads past the paywall to congratulations or registration: without a replacement it leads to the paywall', () => {
    // bonus is hidden for this visitor and replaced by nothing; congrats follows it in content order.
    expect(routeOnFromRemoved(content, [quiz, story!, renamed(trial!), congrats!, register!], '/deeps', '/deeps/bonus')).toBe('/deeps/offer-trial')
  })

  it('without a paywall, leads no further than the page before congratulations', () => {
    expect(routeOnFromRemoved(content, [quiz, congrats!, register!], '/deeps', '/deeps/bonus')).toBe('/deeps/quiz')
  })

  it('leads from the old URL of a page a rule moved to the page itself', () => {
    expect(routeOnFromRemoved(content, [quiz, { ...story!, path: 'moved' }, renamed(trial!), congrats!], '/deeps', '/deeps/story')).toBe('/deeps/moved')
  })
})

describe('the deeps paywalls opened by URL', () => {
  const onward = (variants: Record<string, string>, path: string) => routeOnFromRemoved(deepsPages, processFunnel(deepsPages, deepsAbTests, variants), '/deeps', `/deeps/${path}`)

  it('a discount visitor on the trial paywall, or on the other discount, gets their discount paywall', () => {
    expect(onward({ payWallTypeKey: 'discount' }, 'offer-trial')).toBe('/deeps/offer-60')
    expect(onward({ payWallTypeKey: 'discount', discountKey: '70' }, 'offer-trial')).toBe('/deeps/offer-70')
    expect(onward({ payWallTypeKey: 'discount', discountKey: '70' }, 'offer-60')).toBe('/deeps/offer-70')
    expect(onward({ payWallTypeKey: 'discount', discountKey: '60' }, 'offer-70')).toBe('/deeps/offer-60')
  })

  it('a free-trial visitor on a discount paywall gets the trial paywall', () => {
    expect(onward({ payWallTypeKey: 'freeTrial' }, 'offer-60')).toBe('/deeps/offer-trial')
    expect(onward({}, 'offer-70')).toBe('/deeps/offer-trial')
  })

  it('a discount visitor on the trial story gets their paywall, never congratulations', () => {
    for (const path of ['endPage1', 'tryForFree', 'timeline']) expect(onward({ payWallTypeKey: 'discount' }, path)).toBe('/deeps/offer-60')
  })
})
