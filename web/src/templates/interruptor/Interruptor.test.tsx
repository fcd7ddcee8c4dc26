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

  it('pauses on a right-click, like a long press, without opening the menu; releasing resumes it', () => {
    const { container, calls } = show()
    const story = container.querySelector<HTMLElement>('.interruptor')!
    const time = duration(container)
    const menuAllowed = fireEvent.contextMenu(story, { button: 2 })
    expect(menuAllowed).toBe(false)
    expect(story.getAttribute('data-paused')).toBe('true')
    act(() => vi.advanceTimersByTime(time * 2))
    expect(calls.next).toBe(0)
    fireEvent.pointerUp(story, { button: 2 })
    expect(story.getAttribute('data-paused')).toBe('false')
    // The release ends the hold; it is not a tap.
    expect(calls).toMatchObject({ next: 0, back: 0 })
    act(() => vi.advanceTimersByTime(time - 1))
    expect(calls.next).toBe(0)
    act(() => vi.advanceTimersByTime(1))
    expect(calls.next).toBe(1)
  })

  it('leaves a right-click on its buttons alone', () => {
    const { container } = show()
    const menuAllowed = fireEvent.contextMenu(screen.getByRole('button', { name: copy(uiStrings.pause) }), { button: 2 })
    expect(menuAllowed).toBe(true)
    expect(container.querySelector('.interruptor')?.getAttribute('data-paused')).toBe('false')
  })

  it('renders no list for a story without items, in Polish too', () => {
    show('pl', { items: [] })
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title, 'pl'))
    expect(screen.getByRole('button', { name: copy(uiStrings.pause, 'pl') })).toBeTruthy()
  })
})

describe('Interruptor story bar', () => {
  const fills = (container: HTMLElement) => [...container.querySelectorAll('.story-fill')].map((fill) => fill.className.replace('story-fill', '').trim() || 'empty')

  it('shows the story total 300 for a story of three: earlier pages done, its own running', () => {
    const { container } = renderTemplate(Interruptor, templateTestProps(page, uiStrings, 'en', { story: { index: 1, count: 3, first: false } }))
    expect(container.querySelector('.story-bar')?.getAttribute('data-total')).toBe('300')
    expect(fills(container)).toEqual(['story-fill-done', 'story-fill-running', 'empty'])
  })

  it('shows the total 200 for a story of two', () => {
    const { container } = renderTemplate(Interruptor, templateTestProps(page, uiStrings, 'en', { story: { index: 0, count: 2, first: true } }))
    expect(container.querySelector('.story-bar')?.getAttribute('data-total')).toBe('200')
    expect(fills(container)).toEqual(['story-fill-running', 'empty'])
  })

  it('a lone interstitial fills both segments of its 200 one after the other within its time', () => {
    const { container } = renderTemplate(Interruptor, templateTestProps(page, uiStrings, 'en', { story: { index: 0, count: 1, first: false } }))
    expect(container.querySelector('.story-bar')?.getAttribute('data-total')).toBe('200')
    const running = [...container.querySelectorAll<HTMLElement>('.story-fill-running')]
    const half = duration(container) / 2
    expect(running).toHaveLength(2)
    const [firstHalf, secondHalf] = running.map((fill) => ({ duration: parseFloat(fill.style.animationDuration), delay: parseFloat(fill.style.animationDelay) }))
    expect(firstHalf!.duration).toBeCloseTo(half, 0)
    expect(firstHalf!.delay).toBe(0)
    expect(secondHalf!.duration).toBeCloseTo(half, 0)
    expect(secondHalf!.delay).toBeCloseTo(half, 0)
  })
})
