import { useEffect, useRef } from 'react'

/** How long an idle callback may wait before it runs anyway, in ms. */
const IDLE_TIMEOUT = 2000

/**
 * Runs `task` once the browser is idle after the page has loaded: the current page's own
 * scripts, fonts and images go first. Returns a cancel function.
 */
function whenIdle(task: () => void): () => void {
  let cancelIdle = () => {}
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT })
      cancelIdle = () => window.cancelIdleCallback(id)
    } else {
      const id = window.setTimeout(task, 0)
      cancelIdle = () => window.clearTimeout(id)
    }
  }
  if (document.readyState === 'complete') {
    schedule()
    return () => cancelIdle()
  }
  window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    cancelIdle()
  }
}

/**
 * Preloads the next page's images (a page's `nextImages`) without delaying the current page:
 * nothing is requested while the page renders; after it has rendered, at idle, each URL is
 * requested once through `new Image()`, so the next page finds it in the browser's cache.
 * URLs already requested by an earlier page are not requested again.
 */
export function usePreloadImages(urls: readonly string[] | undefined): void {
  const requested = useRef(new Set<string>())
  const list = (urls ?? []).join('\n')
  useEffect(() => {
    const pending = [...new Set(list.split('\n'))].filter((url) => url && !requested.current.has(url))
    if (!pending.length) return
    return whenIdle(() => {
      for (const url of pending) {
        if (requested.current.has(url)) continue
        requested.current.add(url)
        const image = new Image()
        image.decoding = 'async'
        image.src = url
      }
    })
  }, [list])
}
