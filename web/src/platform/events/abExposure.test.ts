// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { reportExposure } from './abExposure'
import { onEvent, type ProductEvent } from './events'

const seen: ProductEvent[] = []
onEvent((event) => seen.push(event))

beforeEach(() => {
  sessionStorage.clear()
  seen.length = 0
})

describe('reportExposure', () => {
  it('reports each test of a page once per session, with the visitor\'s variant', () => {
    reportExposure('paywall', ['payWallTypeKey', 'discountKey'], { payWallTypeKey: 'discount', discountKey: '70' })
    reportExposure('paywall', ['payWallTypeKey', 'discountKey'], { payWallTypeKey: 'discount', discountKey: '70' })
    expect(seen.map((event) => [event.name, event.value])).toEqual([
      ['Changed: Active split tests', 'payWallTypeKey: discount'],
      ['Changed: Active split tests', 'discountKey: 70'],
    ])
    expect(seen[0]?.params).toEqual({ testKey: 'payWallTypeKey', variant: 'discount', page: 'paywall' })
  })

  it('reports a test again on another page, and again in a new session', () => {
    reportExposure('a', ['t'], { t: 'x' })
    reportExposure('b', ['t'], { t: 'x' })
    sessionStorage.clear()
    reportExposure('a', ['t'], { t: 'x' })
    expect(seen.map((event) => event.params?.page)).toEqual(['a', 'b', 'a'])
  })

  it('reports nothing for a page that reads no test or a test without a variant', () => {
    reportExposure('landing', [], { t: 'x' })
    reportExposure('landing', ['unassigned'], {})
    expect(seen).toEqual([])
  })
})
