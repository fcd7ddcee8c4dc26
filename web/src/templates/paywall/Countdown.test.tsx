// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Countdown } from './Countdown'

const OFFER = 'page.parenting.offer'
const OTHER_OFFER = 'page.leadership.offer'

/** The paywall's countdown as the page shows it; unmounting it is leaving the page (for checkout). */
const open = (offerId = OFFER, minutes = 10) => render(<Countdown offerId={offerId} minutes={minutes} label="Your plan is reserved for" />)
const shown = () => screen.getByRole('timer').textContent
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-27T09:00:00Z') })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  window.localStorage.clear()
})

describe('the reservation countdown', () => {
  it('counts down from the reserved minutes', () => {
    open()
    expect(shown()).toBe('10:00')
    wait(61_000)
    expect(shown()).toBe('08:59')
  })

  it('is not reset by a return from a cancelled checkout: the time left goes on from where it was', () => {
    const first = open()
    wait(3 * 60_000)
    expect(shown()).toBe('07:00')
    first.unmount() // off to checkout
    wait(2 * 60_000) // the visitor cancels the payment and comes back
    open()
    expect(shown()).toBe('05:00')
  })

  it('keeps a reservation per offer: another offer starts its own', () => {
    open().unmount()
    wait(4 * 60_000)
    open(OTHER_OFFER, 15)
    expect(shown()).toBe('15:00')
    cleanup()
    open()
    expect(shown()).toBe('06:00')
  })

  it('stays at 00:00 once the reservation has run out, on the page and on a later return', () => {
    open()
    wait(11 * 60_000)
    expect(shown()).toBe('00:00')
    cleanup()
    wait(60 * 60_000)
    open()
    expect(shown()).toBe('00:00')
  })
})
