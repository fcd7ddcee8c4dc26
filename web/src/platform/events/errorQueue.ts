import { isNonNegativeInt, isObjectOf, isString } from '../storage/guards'
import { createStore, fromGuard } from '../storage/storage'

/**
 * The error reporter's queue (spec 5, 8, 9): reports wait here and are sent in order every 5 s;
 * at most 10 wait (the oldest are dropped) and at most 20 are taken per session, so a page that
 * throws in a loop cannot flood the server. A failed send is requeued. The sending is injected.
 */

/** How many reports this session has taken; persisted by the caller (see sessionErrorCounter). */
export interface ErrorCounter {
  read(): number
  write(n: number): void
}

export interface ErrorQueueOptions<R = ErrorReportData> {
  send: (report: R) => Promise<void>
  intervalMs?: number
  maxQueued?: number
  maxPerSession?: number
  counter: ErrorCounter
}

export interface ErrorQueue<R = ErrorReportData> {
  /** Queues a report, unless this session already took its share. */
  capture(report: R): void
  /** Starts flushing every intervalMs; calling it again changes nothing. */
  start(): void
  stop(): void
}

/** A queue that sends captured reports in order, one flush per interval. */
export function createErrorQueue<R = ErrorReportData>({ send, intervalMs = 5000, maxQueued = 10, maxPerSession = 20, counter }: ErrorQueueOptions<R>): ErrorQueue<R> {
  const queue: R[] = []
  let timer: ReturnType<typeof setInterval> | undefined
  let flushing = false

  const trim = () => queue.splice(0, Math.max(0, queue.length - maxQueued))

  async function flush() {
    if (flushing) return // a send slower than the interval: one at a time keeps the order
    flushing = true
    try {
      for (let report = queue.shift(); report !== undefined; report = queue.shift()) {
        try {
          await send(report)
        } catch {
          queue.unshift(report) // first in line for the next tick
          trim()
          return
        }
      }
    } finally {
      flushing = false
    }
  }

  return {
    capture(report) {
      const taken = counter.read()
      if (taken >= maxPerSession) return
      counter.write(taken + 1)
      queue.push(report)
      trim()
    },
    start() {
      timer ??= setInterval(() => void flush(), intervalMs)
    },
    stop() {
      clearInterval(timer)
      timer = undefined
    },
  }
}

const session = createStore('session', 'funnels')

/** The per-session count of captured reports, in session storage so a reload does not reset it. */
export function sessionErrorCounter(): ErrorCounter {
  return {
    read: () => session.read('errorCount', fromGuard(isNonNegativeInt)) ?? 0,
    write: (n) => session.write('errorCount', n),
  }
}

/** The error data of spec 3 (Error report). */
export interface ErrorReportData {
  message: string
  stack: string | null
  name: string
  url: string
  userAgent: string
  timestamp: string
  onboardingType: string | null
  sessionId: string
  abVariants: string[]
  language: string
  platform: string
  cookieEnabled: boolean
  onLine: boolean
  viewportWidth: number
  viewportHeight: number
}

const hasMessage = isObjectOf<{ message: string }>({ message: isString })

// Anything can be thrown; a report still needs a readable message.
function describeThrown(error: unknown): { message: string; stack: string | null; name: string } {
  if (error instanceof Error) return { message: error.message, stack: error.stack ?? null, name: error.name }
  if (typeof error === 'string') return { message: error, stack: null, name: 'NonError' }
  if (hasMessage(error)) return { message: error.message, stack: null, name: 'NonError' }
  let message: string | undefined
  try {
    message = JSON.stringify(error)
  } catch {
    message = undefined // circular
  }
  return { message: message ?? String(error), stack: null, name: 'NonError' }
}

/** Builds the report for a thrown value, with the browser's state at the time. */
export function errorReportData(error: unknown, context: { onboardingType?: string; sessionId: string; variantKeys: string[] }): ErrorReportData {
  return {
    ...describeThrown(error),
    url: window.location.href,
    userAgent: navigator.userAgent,
    timestamp: new Date().toISOString(),
    onboardingType: context.onboardingType ?? null,
    sessionId: context.sessionId,
    abVariants: context.variantKeys,
    language: navigator.language,
    platform: navigator.platform,
    cookieEnabled: navigator.cookieEnabled,
    onLine: navigator.onLine,
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
  }
}
