/**
 * Code loaded on demand (a template, the checkout, the visitor platform) that fails to load is
 * loaded again instead of failing the page: while the browser says it is offline, when the
 * connection returns; otherwise after a short back-off. A visitor who loses the network for a
 * while mid-funnel continues where they were; a chunk that is really gone still fails, after
 * the retries, so the error page shows what it must.
 */

/** Back-off between attempts while the browser believes it is online: 1 s, 2 s, 4 s (spec 9's retries). */
const DELAYS_MS = [1000, 2000, 4000]

export interface RetryingImportOptions {
  /** Waits while the browser is offline (the default resolves on the window's `online` event). */
  whenOnline?: () => Promise<void>
  isOnline?: () => boolean
  sleep?: (ms: number) => Promise<void>
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

const onlineEvent = () => new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }))

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Whichever comes first: the back-off, or the connection coming back. */
const backOff = (ms: number, sleep: (ms: number) => Promise<void>, whenOnline: () => Promise<void>) => Promise.race([sleep(ms), whenOnline()])

/**
 * The URL of the chunk that failed, where the browser names it (Chromium, Firefox). Browsers that
 * remember a failed module for the rest of the page would fail the same import again; the same
 * file under a fresh query is fetched anew.
 */
function failedChunk(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : ''
  const url = /(https?:\/\/\S+?\.m?js)\b/.exec(message)?.[1]
  if (!url || typeof location === 'undefined' || new URL(url).origin !== location.origin) return undefined
  return url
}

async function loadAgain<T>(load: () => Promise<T>, attempt: number): Promise<T> {
  try {
    return await load()
  } catch (error) {
    const url = failedChunk(error)
    if (!url) throw error
    return (await import(/* @vite-ignore */ `${url}?retry=${attempt}`)) as T
  }
}

/**
 * Wraps a loader (`() => import('./Chunk')`) so that a failure is retried: offline, as soon as the
 * connection returns, however long that takes; online, up to three more times with back-off, after
 * which the last error is thrown. Use it for every `lazy()` and on-demand `import()`.
 */
export function retryingImport<T>(load: () => Promise<T>, options: RetryingImportOptions = {}): () => Promise<T> {
  const { whenOnline = onlineEvent, isOnline = browserOnline, sleep = timer } = options
  return async () => {
    let failures = 0
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await (attempt === 0 ? load() : loadAgain(load, attempt))
      } catch (error) {
        if (!isOnline()) {
          await whenOnline() // offline: not an attempt of its own, the network is what failed
          continue
        }
        const delay = DELAYS_MS[failures]
        failures += 1
        if (delay === undefined) throw error
        await backOff(delay, sleep, whenOnline)
      }
    }
  }
}
