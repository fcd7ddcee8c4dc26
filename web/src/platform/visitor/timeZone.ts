/**
 * The visitor's time zone (IANA name), which every event's context and the country fallback
 * name. Its first read in a page view is costly: Intl loads the time zone data, 25-50 ms on this
 * project's 2-core machine and more on a phone, in one piece that no yielding can split. The
 * platform therefore asks a throwaway worker for it, off the main thread, before its first event;
 * anything that needs it earlier reads it in place, once.
 */
let zone: string | undefined

const readInPlace = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** The time zone, read once per page view. */
export const timeZone = (): string => (zone ??= readInPlace())

/** A worker that answers with its time zone (the same as the page's) and is done. */
const WORKER_SOURCE = 'postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone)'
/** A worker that has not answered by then is not waited for: the zone is read in place. */
export const WORKER_WAIT_MS = 1000

/**
 * Reads the time zone in a worker, so the main thread never pays for Intl's data; falls back to
 * reading it in place where workers are missing, fail or are slow. Resolves with the zone.
 */
export function readTimeZoneOffMainThread(): Promise<string> {
  if (zone !== undefined) return Promise.resolve(zone)
  return new Promise((resolve) => {
    let worker: Worker | undefined
    let url: string | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = (answer: unknown) => {
      if (timer !== undefined) clearTimeout(timer)
      worker?.terminate()
      if (url) URL.revokeObjectURL(url)
      if (zone === undefined) zone = typeof answer === 'string' && answer !== '' ? answer : readInPlace()
      resolve(zone)
    }
    try {
      url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }))
      worker = new Worker(url)
      worker.onmessage = (event: MessageEvent<unknown>) => settle(event.data)
      worker.onerror = () => settle(undefined)
      timer = setTimeout(() => settle(undefined), WORKER_WAIT_MS)
    } catch {
      settle(undefined)
    }
  })
}
