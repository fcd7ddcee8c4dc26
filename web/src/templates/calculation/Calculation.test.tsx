// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageOf } from '../../../../schemas/page/schema'
import { offerPages } from '../../../../seed/funnels/demo/offer'
import { uiStrings } from '../../../../seed/uiStrings'
import { actionName, copy, renderTemplate, seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import Calculation from './Template'
import { STEP_MS } from './steps'

const page = seedPage(offerPages, 'calculation', 'calculation')
const steps = page.items!
const confirm = page.confirm!
const show = (language: 'en' | 'pl' = 'en', change: Partial<PageOf<'calculation'>> = {}) =>
  renderTemplate(Calculation, templateTestProps({ ...page, ...change }, uiStrings, language))
const values = () => screen.getAllByRole('progressbar').map((bar) => Number(bar.getAttribute('aria-valuenow')))

beforeEach(() => {
  // Only the step clock's interval and time are fake: Testing Library waits on real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] })
  // The step lengths are random (spec 9's timing helper); in the middle they are even.
  vi.spyOn(Math, 'random').mockReturnValue(0.5)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('Calculation', () => {
  it('starts with four empty progress steps, each labelled by its loading text, the first one active', () => {
    const { container } = show()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    expect(steps).toHaveLength(4)
    for (const step of steps) expect(screen.getByRole('progressbar', { name: copy(step.title) }).getAttribute('aria-valuenow')).toBe('0')
    expect(Array.from(container.querySelectorAll('[data-state]')).map((step) => step.getAttribute('data-state'))).toEqual(['active', 'waiting', 'waiting', 'waiting'])
    // The question waits for the steps to finish.
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows the Polish loading texts', () => {
    show('pl')
    for (const step of steps) expect(screen.getByRole('progressbar', { name: copy(step.title, 'pl') })).toBeTruthy()
  })

  it('fills the steps one after another, then asks its question in a labelled modal dialog with focus on the first answer', () => {
    show()
    act(() => vi.advanceTimersByTime(STEP_MS * 1.5))
    expect(values()).toEqual([100, 50, 0, 0])
    act(() => vi.advanceTimersByTime(STEP_MS * 3))
    expect(values()).toEqual([100, 100, 100, 100])
    const dialog = screen.getByRole('dialog', { name: copy(confirm.question) })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: copy(confirm.yes) }))
  })

  it('draws its step lengths from the timing helper: uneven, on 300 ms boundaries, the same 4.8 s in all', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    show()
    // Steps of 900, 1200, 1200 and 1500 ms.
    act(() => vi.advanceTimersByTime(900))
    expect(values()).toEqual([100, 0, 0, 0])
    act(() => vi.advanceTimersByTime(600))
    expect(values()).toEqual([100, 50, 0, 0])
    act(() => vi.advanceTimersByTime(2400))
    expect(values()).toEqual([100, 100, 100, 40])
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => vi.advanceTimersByTime(900))
    expect(values()).toEqual([100, 100, 100, 100])
    expect(screen.getByRole('dialog', { name: copy(confirm.question) })).toBeTruthy()
  })

  it('keeps Tab between the two answers while the dialog is open', async () => {
    const { user } = show('en', { items: [] })
    const [yes, no] = [screen.getByRole('button', { name: copy(confirm.yes) }), screen.getByRole('button', { name: copy(confirm.no) })]
    await user.tab()
    expect(document.activeElement).toBe(no)
    await user.tab()
    expect(document.activeElement).toBe(yes)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(no)
  })

  it('stores either answer, then moves on once even when clicked twice', async () => {
    for (const [choice, answer] of [
      [confirm.yes, { key: 'yes', index: 0 }],
      [confirm.no, { key: 'no', index: 1 }],
    ] as const) {
      const { user, calls, unmount } = show('en', { items: [] })
      await user.dblClick(screen.getByRole('button', { name: copy(choice) }))
      expect(calls).toMatchObject({ answers: [[answer]], next: 1 })
      unmount()
    }
  })

  it('without a question, offers Continue once the steps are done', async () => {
    const { user, calls } = show('en', { confirm: undefined })
    expect(screen.queryByRole('button')).toBeNull()
    act(() => vi.advanceTimersByTime(STEP_MS * steps.length))
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
    expect(calls.next).toBe(1)
  })
})
