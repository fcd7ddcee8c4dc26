// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { productEvent } from '../../../../schemas/events/productEvent'
import { leadershipPages } from '../../../../seed/funnels/leadership'
import { defaultVariants, leadershipAbTests } from '../../../../seed/funnels/leadership/tests'
import { processFunnel } from '../../../../seed/kit/processTestKit'
import { testsReadAt } from '../../funnel/testsRead'
import { runNow } from './paintDeferral'

vi.mock('../firebase/platformLoaded', () => ({ platformLoaded: () => new Promise(() => undefined) }))

// Fresh modules per test: the event hook keeps the events raised before the log starts.
let platform: {
  startEventLog: typeof import('./eventLog').startEventLog
  pendingEvents: typeof import('./eventOutbox').pendingEvents
  logEvent: typeof import('./events').logEvent
  setActiveOnboarding: typeof import('../visitor/visitor').setActiveOnboarding
}
let stop: () => void = () => undefined
/** A page load: the app's modules afresh, session storage (the outbox, what was reported) kept. */
async function loadPage() {
  stop()
  vi.resetModules()
  const [eventLog, outbox, events, visitor] = await Promise.all([import('./eventLog'), import('./eventOutbox'), import('./events'), import('../visitor/visitor')])
  platform = { startEventLog: eventLog.startEventLog, pendingEvents: outbox.pendingEvents, logEvent: events.logEvent, setActiveOnboarding: visitor.setActiveOnboarding }
}
beforeEach(async () => {
  localStorage.clear()
  sessionStorage.clear()
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
  await loadPage()
})
afterEach(() => {
  stop()
  vi.restoreAllMocks()
})

const variants = { ...defaultVariants, pricingSetKey: 'second', payWallCheckoutTypeKey: 'inline' }

/** What usePageVisit raises for a leadership page: the visit, with the tests that decided the page. */
function visit(pageKey: string) {
  const pages = processFunnel(leadershipPages, leadershipAbTests, variants)
  const testsRead = testsReadAt(leadershipPages, pages, pages.findIndex((page) => page.key === pageKey))
  platform.setActiveOnboarding('leadership', variants)
  platform.logEvent(productEvent('visited', pageKey, { params: { path: `/leadership/${pageKey}`, testsRead } }))
  return testsRead
}

const trail = () => platform.pendingEvents().map((entry) => [entry.name, entry.value ?? null])
const exposures = (tests: readonly string[]) => tests.map((test) => ['Changed: Active split tests', `${test}: ${variants[test as keyof typeof variants]}`])

describe('exposure on the first page view of a visit', () => {
  it('reports every test that decided /leadership/offer when the visitor opens it directly, before the event log has started', () => {
    // The first render logs the visit; the visitor platform (and its event log) starts after the paint.
    const tests = visit('offer')
    expect(tests).toEqual(expect.arrayContaining(['pricingSetKey', 'payWallCheckoutTypeKey']))
    stop = platform.startEventLog([], runNow)
    expect(trail()).toEqual([...exposures(tests), ['Visited: offer', null]])
    expect(platform.pendingEvents()[0]?.params).toMatchObject({ testKey: tests[0], page: 'offer' })
  })

  it('reports the first page once per session: a reload of it adds the visit only', async () => {
    const tests = visit('offer')
    stop = platform.startEventLog([], runNow)
    await loadPage()
    visit('offer')
    stop = platform.startEventLog([], runNow)
    expect(trail()).toEqual([...exposures(tests), ['Visited: offer', null], ['Visited: offer', null]])
  })

  it('reports the pages viewed after the start as they are visited', () => {
    stop = platform.startEventLog([], runNow)
    const tests = visit('offer')
    expect(trail()).toEqual([...exposures(tests), ['Visited: offer', null]])
  })
})
