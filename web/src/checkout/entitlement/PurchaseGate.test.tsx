// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { uiStrings } from '../../../../seed/uiStrings'
import { localize } from '../../content/localize'
import { callBackend } from '../../platform/firebase/backend'
import { storedCourseLoginUrl } from '../../platform/visitor/courseLogin'
import { forgetEntitlement } from './getEntitlement'
import PurchaseGate from './PurchaseGate'

// The boundary: the callable transport and the signed-in user id.
vi.mock('../../platform/firebase/backend', () => ({ callBackend: vi.fn(), visitorUserId: vi.fn(async () => 'uid-1') }))
const backend = vi.mocked(callBackend)

const say = (language: 'en' | 'pl') => (value: Parameters<typeof localize<string>>[0]) => localize(value, language) ?? ''
const order = { kind: 'trial', planId: 'leadership-yearly', status: 'confirmed', amount: 0, currency: 'USD', confirmedAt: '2026-11-26T10:00:00Z', email: 'anna@example.com', refundable: false, cancellable: true }

function show(language: 'en' | 'pl' = 'en') {
  const onNavigate = vi.fn()
  render(
    <PurchaseGate onboardingType="leadership" paywallRoute="/leadership/offer" onNavigate={onNavigate} loading={<p role="status">Loading...</p>} strings={uiStrings} t={say(language)}>
      <h1>Your plan is unlocked</h1>
    </PurchaseGate>,
  )
  return { onNavigate }
}

beforeEach(() => {
  backend.mockReset()
  forgetEntitlement('leadership')
  window.localStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('PurchaseGate', () => {
  it('shows the purchase content only when the server says entitled, and keeps the course login it names', async () => {
    backend.mockResolvedValue({ entitled: true, order, courseLoginUrl: 'https://courses.example/login?t=1' })
    show()
    expect(screen.getByRole('status').textContent).toBe('Loading...')
    expect(await screen.findByRole('heading', { name: 'Your plan is unlocked' })).toBeTruthy()
    expect(backend.mock.calls).toEqual([['getEntitlement', { onboardingType: 'leadership' }]])
    expect(storedCourseLoginUrl()).toBe('https://courses.example/login?t=1')
  })

  it('shows a neutral page leading to the paywall to a visitor without a purchase, never the content', async () => {
    backend.mockResolvedValue({ entitled: false })
    const { onNavigate } = show('pl')
    expect(await screen.findByRole('heading', { level: 1, name: say('pl')(uiStrings.purchaseRequiredTitle) })).toBeTruthy()
    expect(document.body.textContent).toContain(say('pl')(uiStrings.purchaseRequired))
    expect(document.body.textContent).not.toMatch(/unlocked/i)
    await userEvent.click(screen.getByRole('button', { name: say('pl')(uiStrings.checkoutBackToOffer) }))
    expect(onNavigate).toHaveBeenCalledWith('/leadership/offer')
    expect(storedCourseLoginUrl()).toBeUndefined()
  })

  it('does not count an answer of another shape as entitled', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    backend.mockResolvedValue({ entitled: 'yes' })
    show()
    expect(await screen.findByRole('heading', { name: say('en')(uiStrings.purchaseCheckFailed) })).toBeTruthy()
    expect(screen.queryByText('Your plan is unlocked')).toBeNull()
  })

  it('says a failed check failed, with Try again and the way to the paywall; Try again asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    backend.mockRejectedValueOnce(Object.assign(new Error('deadline-exceeded'), { code: 'functions/deadline-exceeded' }))
    backend.mockResolvedValue({ entitled: true, order })
    const { onNavigate } = show()
    expect(await screen.findByRole('heading', { name: say('en')(uiStrings.purchaseCheckFailed) })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(say('en')(uiStrings.timeoutError))
    expect(screen.queryByText('Your plan is unlocked')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: say('en')(uiStrings.checkoutBackToOffer) }))
    expect(onNavigate).toHaveBeenCalledWith('/leadership/offer')
    await userEvent.click(screen.getByRole('button', { name: say('en')(uiStrings.checkoutTryAgain) }))
    expect(await screen.findByRole('heading', { name: 'Your plan is unlocked' })).toBeTruthy()
    expect(backend).toHaveBeenCalledTimes(2)
  })

  it('asks again on the next page after a negative answer (the order may be confirmed meanwhile), not after a positive one', async () => {
    backend.mockResolvedValueOnce({ entitled: false })
    backend.mockResolvedValue({ entitled: true, order })
    show()
    await screen.findByRole('heading', { name: say('en')(uiStrings.purchaseRequiredTitle) })
    cleanup()
    show()
    await screen.findByRole('heading', { name: 'Your plan is unlocked' })
    cleanup()
    show()
    await screen.findByRole('heading', { name: 'Your plan is unlocked' })
    expect(backend).toHaveBeenCalledTimes(2)
  })
})
