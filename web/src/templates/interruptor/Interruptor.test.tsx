// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageOf } from '../../../../schemas/page/schema'
import { offerPages } from '../../../../seed/funnels/demo/offer'
import { uiStrings } from '../../../../seed/uiStrings'
import { actionName, copy, renderTemplate, seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import Interruptor from './Template'

const page = seedPage(offerPages, 'interruptor-obstacles', 'interruptor')
const show = (language: 'en' | 'pl' = 'en', change: Partial<PageOf<'interruptor'>> = {}) =>
  renderTemplate(Interruptor, templateTestProps({ ...page, ...change }, uiStrings, language))
const duration = (container: HTMLElement) => Number(container.querySelector('[data-duration]')?.getAttribute('data-duration'))

// The story's own clock; clicks are dispatched directly, so no Testing Library wait needs a real timeout.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Interruptor with items', () => {
  it('lists the obstacles under the paragraphs and keeps its story controls', () => {
    show()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    const list = screen.getByRole('list')
    expect(list.previousElementSibling?.textContent).toBe(copy(page.paragraphs![page.paragraphs!.length - 1]))
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(page.items!.map((item) => copy(item.title)))
    expect(page.items).toHaveLength(4)
    expect(screen.getByRole('button', { name: copy(uiStrings.pause) }).getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByRole('button', { name: actionName(page, uiStrings) })).toBeTruthy()
  })

  it('gives the listed words reading time', () => {
    const withItems = duration(show().container)
    expect(withItems).toBeGreaterThan(duration(show('en', { items: [] }).container))
  })

  it('moves on by itself when its time is up, not while paused, and at once with Continue', () => {
    const { container, calls } = show()
    const time = duration(container)
    fireEvent.click(screen.getByRole('button', { name: copy(uiStrings.pause) }))
    expect(screen.getByRole('button', { name: copy(uiStrings.resume) }).getAttribute('aria-pressed')).toBe('true')
    act(() => vi.advanceTimersByTime(time * 2))
    expect(calls.next).toBe(0)
    fireEvent.click(screen.getByRole('button', { name: copy(uiStrings.resume) }))
    act(() => vi.advanceTimersByTime(time - 1))
    expect(calls.next).toBe(0)
    act(() => vi.advanceTimersByTime(1))
    expect(calls.next).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
    expect(calls.next).toBe(2)
  })

  it('renders no list for a story without items, in Polish too', () => {
    show('pl', { items: [] })
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title, 'pl'))
    expect(screen.getByRole('button', { name: copy(uiStrings.pause, 'pl') })).toBeTruthy()
  })
})
