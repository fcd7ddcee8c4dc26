// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { usePreloadImages } from './usePreloadImages'

/** Every `src` given to a `new Image()`, in order, and whether the page was on screen then. */
let requests: { src: string; pageShown: boolean }[] = []

class RecordingImage {
  decoding = ''
  set src(value: string) {
    requests.push({ src: value, pageShown: screen.queryByRole('heading', { name: 'Current page' }) !== null })
  }
}

function Page({ nextImages }: { nextImages?: string[] }) {
  usePreloadImages(nextImages)
  return <h1>Current page</h1>
}

beforeEach(() => {
  requests = []
  vi.useFakeTimers()
  vi.stubGlobal('Image', RecordingImage)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('usePreloadImages', () => {
  it('requests nothing before the page has rendered, then each URL once at idle', () => {
    const urls = ['/images/a.svg', '/images/b.svg', '/images/a.svg']
    render(<Page nextImages={urls} />)
    expect(requests).toEqual([])
    act(() => vi.runAllTimers())
    expect(requests.map((r) => r.src)).toEqual(['/images/a.svg', '/images/b.svg'])
    expect(requests.every((r) => r.pageShown)).toBe(true)
  })

  it('does not request a URL again when the page re-renders or a later page lists it too', () => {
    const { rerender } = render(<Page nextImages={['/images/a.svg']} />)
    act(() => vi.runAllTimers())
    rerender(<Page nextImages={['/images/a.svg']} />)
    act(() => vi.runAllTimers())
    rerender(<Page nextImages={['/images/a.svg', '/images/c.svg']} />)
    act(() => vi.runAllTimers())
    expect(requests.map((r) => r.src)).toEqual(['/images/a.svg', '/images/c.svg'])
  })

  it('requests nothing for a page without next images, or when the visitor leaves before idle', () => {
    const { rerender, unmount } = render(<Page />)
    act(() => vi.runAllTimers())
    rerender(<Page nextImages={['/images/d.svg']} />)
    unmount()
    act(() => vi.runAllTimers())
    expect(requests).toEqual([])
  })

  it('waits for the window load event when the document is still loading', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    render(<Page nextImages={['/images/e.svg']} />)
    act(() => vi.runAllTimers())
    expect(requests).toEqual([])
    readyState.mockReturnValue('complete')
    act(() => {
      window.dispatchEvent(new Event('load'))
      vi.runAllTimers()
    })
    expect(requests.map((r) => r.src)).toEqual(['/images/e.svg'])
  })

  it('uses requestIdleCallback where the browser has it, with a time limit, and cancels it on leaving', () => {
    const idle = vi.fn((callback: () => void, options?: { timeout: number }) => window.setTimeout(callback, options?.timeout ?? 0))
    const cancel = vi.fn((id: number) => window.clearTimeout(id))
    vi.stubGlobal('requestIdleCallback', idle)
    vi.stubGlobal('cancelIdleCallback', cancel)
    const first = render(<Page nextImages={['/images/f.svg']} />)
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 })
    first.unmount()
    expect(cancel).toHaveBeenCalledTimes(1)
    render(<Page nextImages={['/images/g.svg']} />)
    act(() => vi.advanceTimersByTime(1999))
    expect(requests).toEqual([])
    act(() => vi.advanceTimersByTime(1))
    expect(requests.map((r) => r.src)).toEqual(['/images/g.svg'])
  })
})
