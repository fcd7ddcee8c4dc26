// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageLanguage } from '../../../../schemas/languages'
import type { ThemeFont } from '../../../../schemas/theme/fonts'
import { useThemeFont } from './useThemeFont'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** A font loader whose answer the test gives. */
function loader() {
  const asked: string[] = []
  let answer: (ok: boolean) => void = () => undefined
  const load = (font: ThemeFont, language: PageLanguage) => {
    asked.push(language === 'en' ? font : `${font} ${language}`)
    return new Promise<boolean>((resolve) => (answer = resolve))
  }
  return { load, asked, answer: (ok: boolean) => act(async () => answer(ok)) }
}

const show = (load: (font: ThemeFont, language: PageLanguage) => Promise<boolean>, font: ThemeFont | undefined, language: PageLanguage = 'en') =>
  renderHook(({ page, font: shown, language: shownLanguage = language }: { page: string; font: ThemeFont | undefined; language?: PageLanguage }) => useThemeFont(shown, shownLanguage, page, load), { initialProps: { page: 'landing', font } as { page: string; font: ThemeFont | undefined; language?: PageLanguage } })

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

  it('loads the Latin Extended file for a Polish page; after a switch from English, the Polish text waits for it in the fallback font', async () => {
    const polish = loader()
    show(polish.load, 'nunito', 'pl')
    await act(async () => vi.advanceTimersByTime(300))
    expect(polish.asked).toEqual(['nunito pl'])

    const fonts = loader()
    const { result, rerender } = show(fonts.load, 'nunito')
    await act(async () => vi.advanceTimersByTime(300))
    await fonts.answer(true)
    rerender({ page: 'age', font: 'nunito' })
    expect(result.current).toBe(true)
    // Polish letters are not in the Latin file: the switched text is drawn in the fallback font, not half in each.
    rerender({ page: 'age', font: 'nunito', language: 'pl' })
    expect(result.current).toBe(false)
    await act(async () => vi.advanceTimersByTime(300))
    expect(fonts.asked).toEqual(['nunito', 'nunito pl'])
    await fonts.answer(true)
    expect(result.current).toBe(false)
    rerender({ page: 'goal', font: 'nunito', language: 'pl' })
    expect(result.current).toBe(true)
    // Back to English: the loaded files cover it, nothing is asked again.
    rerender({ page: 'goal', font: 'nunito', language: 'en' })
    expect(result.current).toBe(true)
    await act(async () => vi.advanceTimersByTime(300))
    expect(fonts.asked).toEqual(['nunito', 'nunito pl'])
  })
})
