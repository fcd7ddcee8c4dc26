// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CompletionRequest } from './completionFlow'

// The boundary: the callable transport and the signed-in user id.
vi.mock('../../platform/firebase/backend', () => ({ callBackend: vi.fn(), visitorUserId: vi.fn(async () => 'uid-1') }))

const request: CompletionRequest = {
  sessionId: 'cs_1',
  onboardingType: 'leadership',
  purposes: ['welcome', 'results', 'payment_confirmation'],
  email: 'anna@example.com',
  language: 'pl',
  variants: { payWallTrialTitle: 'firstSevenDays' },
  variables: { resultName: 'Coaching', funnelName: 'Leadership' },
}

/** A fresh page load: module memory empty, session storage as the test left it. */
async function load() {
  vi.resetModules()
  const { callBackend } = await import('../../platform/firebase/backend')
  const backend = vi.mocked(callBackend)
  backend.mockReset()
  backend.mockImplementation(async (name) => (name === 'scheduleFollowUpEmails' ? { scheduled: [] } : { delivered: [{ plugin: 'email', id: 'm1' }] }))
  return { backend, ...(await import('./completionFlow')), ...(await import('../../platform/visitor/courseLogin')) }
}

beforeEach(() => {
  window.sessionStorage.clear()
  window.localStorage.clear()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

describe('completion flow', () => {
  it('sends welcome, results and payment confirmation, then schedules the follow-ups', async () => {
    const { backend, runCompletionFlow } = await load()
    await runCompletionFlow(request)
    const common = { onboardingType: 'leadership', email: 'anna@example.com', language: 'pl', userId: 'uid-1', variables: { resultName: 'Coaching', funnelName: 'Leadership' } }
    expect(backend.mock.calls).toEqual([
      ['sendOnboardingEmail', { ...common, purpose: 'welcome', variants: request.variants }],
      ['sendOnboardingEmail', { ...common, purpose: 'results', variants: request.variants }],
      ['sendOnboardingEmail', { ...common, purpose: 'payment_confirmation', variants: request.variants }],
      ['scheduleFollowUpEmails', common],
    ])
  })

  it("asks only for the purposes the funnel's content configures", async () => {
    const { backend, runCompletionFlow } = await load()
    await runCompletionFlow({ ...request, purposes: ['welcome'] })
    expect(backend.mock.calls.map(([name, data]) => [name, (data as { purpose?: string }).purpose])).toEqual([
      ['sendOnboardingEmail', 'welcome'],
      ['scheduleFollowUpEmails', undefined],
    ])
  })

  it('runs each call once per session, across a double start and a reload', async () => {
    const first = await load()
    await Promise.all([first.runCompletionFlow(request), first.runCompletionFlow(request)])
    expect(first.backend).toHaveBeenCalledTimes(4)
    const reloaded = await load()
    await reloaded.runCompletionFlow(request)
    expect(reloaded.backend).not.toHaveBeenCalled()
    await reloaded.runCompletionFlow({ ...request, sessionId: 'cs_2' })
    expect(reloaded.backend).toHaveBeenCalledTimes(4)
  })

  it('goes on after a failed call, logs it, and retries only that call on a later return', async () => {
    const first = await load()
    first.backend.mockImplementation(async (name, data) => {
      if (name === 'sendOnboardingEmail' && (data as { purpose: string }).purpose === 'results') throw new Error('unavailable')
      return name === 'scheduleFollowUpEmails' ? { scheduled: [] } : { delivered: [] }
    })
    await first.runCompletionFlow(request)
    expect(first.backend).toHaveBeenCalledTimes(4)
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('results failed'), expect.any(Error))
    const reloaded = await load()
    await reloaded.runCompletionFlow(request)
    expect(reloaded.backend.mock.calls).toEqual([['sendOnboardingEmail', expect.objectContaining({ purpose: 'results' })]])
  })

  it('stores the course-platform login URL an answer carries', async () => {
    const { backend, runCompletionFlow, storedCourseLoginUrl } = await load()
    backend.mockImplementation(async (name, data) =>
      name === 'sendOnboardingEmail' && (data as { purpose: string }).purpose === 'payment_confirmation'
        ? { delivered: [{ plugin: 'courseEnrollment', id: 'e1' }], courseLoginUrl: 'https://courses.example/login?token=t' }
        : { delivered: [], scheduled: [] },
    )
    await runCompletionFlow(request)
    expect(storedCourseLoginUrl()).toBe('https://courses.example/login?token=t')
  })

  it('sends nothing without a valid e-mail, and says so', async () => {
    const { backend, runCompletionFlow } = await load()
    await runCompletionFlow({ ...request, email: undefined })
    expect(backend).not.toHaveBeenCalled()
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('no valid e-mail'))
  })
})
