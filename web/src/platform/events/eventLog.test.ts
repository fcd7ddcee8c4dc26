// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startEventLog } from './eventLog'
import { runNow, type Schedule } from './paintDeferral'
import { pendingEvents } from './eventOutbox'
import { logEvent } from './events'
import { productEvent } from '../../../../schemas/events/productEvent'
import { setActiveOnboarding } from '../visitor/visitor'
import { firstVisit } from '../boot/visitorPlatform'

vi.mock('../firebase/platformLoaded', () => ({ platformLoaded: () => new Promise(() => undefined) }))

let stop: () => void = () => undefined
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
})
afterEach(() => {
  stop()
  vi.restoreAllMocks()
})

describe('the event log', () => {
  it('queues the first visit first, then the events raised before it started, then new ones', () => {
    logEvent(productEvent('visited', 'landing', { params: { path: '/demo' } }))
    const first = firstVisit()
    expect(first).toMatchObject({ name: '[web] first_visit', value: 'leadership_quiz' })
    expect(Object.keys(first?.params ?? {})).toEqual(['version', 'landingPage', 'referral', 'browserDescription'])
    stop = startEventLog(first ? [first] : [], runNow)
    logEvent(productEvent('emailProvided', { value: 'anna@example.com', params: { language: 'en' } }))
    const names = pendingEvents().map((entry) => entry.name)
    expect(names[0]).toBe('[web] first_visit')
    expect(names.slice(-2)).toEqual(['Visited: landing', 'Email provided'])
  })

  it('logs the first visit once per browser', () => {
    expect(firstVisit()).toBeDefined()
    expect(firstVisit()).toBeUndefined()
    sessionStorage.clear() // a new session of the same browser
    expect(firstVisit()).toBeUndefined()
  })

  it('gives every event the common params, the visit context and the assigned variants', () => {
    setActiveOnboarding('demo', { demoInterstitialsKey: 'story' })
    stop = startEventLog([], runNow)
    logEvent(productEvent('answeredQuizQuestion', 'age', { value: 'age25to34' }))
    const entry = pendingEvents().at(-1)
    expect(entry?.params).toMatchObject({ colorScheme: 'light', platform: 'Web', language: 'en', onboardingName: 'demo', isTester: true, email: null })
    expect(entry?.onboardingName).toBe('demo')
    expect(entry?.superProperties).toMatchObject({ abVariants: { demoInterstitialsKey: 'story' }, timezone: expect.any(String), sessionId: expect.any(String) })
  })

  it('reports the A/B tests that decided a page before its visit', () => {
    setActiveOnboarding('deeps', { payWallTypeKey: 'discount' })
    stop = startEventLog([], runNow)
    logEvent(productEvent('visited', 'payWall', { params: { path: '/deeps/paywall', testsRead: ['payWallTypeKey'] } }))
    expect(pendingEvents().slice(-2).map((entry) => [entry.name, entry.value])).toEqual([
      ['Changed: Active split tests', 'payWallTypeKey: discount'],
      ['Visited: payWall', undefined],
    ])
  })

  it('queues a live event after the next paint, in the order raised, and at once when the page is hidden', () => {
    const scheduled: (() => void)[] = []
    const later: Schedule = (run) => void scheduled.push(run)
    stop = startEventLog([], later)
    const before = pendingEvents().length
    logEvent(productEvent('answeredQuizQuestion', 'age', { value: 'age25to34' }))
    logEvent(productEvent('emailProvided', { value: 'anna@example.com', params: { language: 'en' } }))
    expect(pendingEvents()).toHaveLength(before)
    for (const run of scheduled.splice(0)) run()
    expect(pendingEvents().slice(before).map((entry) => entry.name)).toEqual(['Answered Quiz Question: age', 'Email provided'])
    logEvent(productEvent('answeredQuizQuestion', 'goal', { value: 'growth' }))
    window.dispatchEvent(new Event('pagehide'))
    expect(pendingEvents().at(-1)).toMatchObject({ name: 'Answered Quiz Question: goal', value: 'growth' })
  })

  it('queues what waits when the page is hidden, which a phone may end without pagehide', () => {
    stop = startEventLog([], () => undefined)
    logEvent(productEvent('answeredQuizQuestion', 'age', { value: 'age25to34' }))
    expect(pendingEvents().at(-1)?.value).not.toBe('age25to34')
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(pendingEvents().at(-1)).toMatchObject({ name: 'Answered Quiz Question: age', value: 'age25to34' })
  })
})
