// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ThemeFont } from '../../../../schemas/theme/fonts'
import { useThemeFont } from './useThemeFont'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** A font loader whose answer the test gives. */
function loader() {
  const asked: ThemeFont[] = []
  let answer: (ok: boolean) => void = () => undefined
  const load = (font: ThemeFont) => {
    asked.push(font)
    return new Promise<boolean>((resolve) => (answer = resolve))
  }
  return { load, asked, answer: (ok: boolean) => act(async () => answer(ok)) }
}

const show = (load: (font: ThemeFont) => Promise<boolean>, font: ThemeFont | undefined) =>
  renderHook(({ page, font: shown }: { page: string; font: ThemeFont | undefined }) => useThemeFont(shown, page, load), { initialProps: { page: 'landing', font } })

describe('useThemeFont', () => {
  it('loads the font after the first page is shown, and uses it from the next page on', async () => {
    const fonts = loader()
    const { result, rerender } = show(fonts.load, 'inter')
    expect(fonts.asked).toEqual([])
    await act(async () => vi.advanceTimersByTime(300))
    expect(fonts.asked).toEqual(['inter'])
    await fonts.answer(true)
    // Loaded, but the page on screen keeps the font it was painted in.
    expect(result.current).toBe(false)
    rerender({ page: 'age', font: 'inter' })
    expect(result.current).toBe(true)
  })

  it('a font that arrives while a page is shown waits for the next page, and then stays', async () => {
    const fonts = loader()
    const { result, rerender } = show(fonts.load, 'inter')
    rerender({ page: 'age', font: 'inter' })
    await act(async () => vi.advanceTimersByTime(300))
    await fonts.answer(true)
    expect(result.current).toBe(false)
    rerender({ page: 'goal', font: 'inter' })
    expect(result.current).toBe(true)
    // Back to the page it loaded on: the font stays, nothing changes under the visitor.
    rerender({ page: 'age', font: 'inter' })
    expect(result.current).toBe(true)
  })

  it('never uses a font that failed to load, and asks for nothing without a theme', async () => {
    const fonts = loader()
    const { result, rerender } = show(fonts.load, 'inter')
    await act(async () => vi.advanceTimersByTime(300))
    await fonts.answer(false)
    rerender({ page: 'age', font: 'inter' })
    expect(result.current).toBe(false)

    const none = loader()
    show(none.load, undefined)
    await act(async () => vi.advanceTimersByTime(300))
    expect(none.asked).toEqual([])
  })
})
