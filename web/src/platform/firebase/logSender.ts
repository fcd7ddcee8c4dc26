/**
 * Drains the event outbox through the saveLog callable, oldest first, one at a time. An event
 * leaves the outbox only when the server has it or has refused it for good: while the backend
 * is unreachable, slow, overloaded or rate-limiting (see verdictFor) the sender waits and tries
 * again, so an outage loses nothing and keeps the order. The first answer that carries a country detection is
 * persisted, and events after it carry the country.
 */
import { isNullable, isNumber, isObjectOf, isOptional, isString } from '../storage/guards'
import { matchEventName } from '../../../../schemas/events/eventName'
import { rememberCourseLoginUrl } from '../visitor/courseLogin'
import { clientCountry, freshCountry, saveDetection } from '../visitor/country'
import { nextEvent, onEnqueued, removeEvent, type OutboxEntry } from '../events/eventOutbox'
import { callableCode, isTransient } from './callableErrors'
import { timeZone } from '../visitor/timeZone'

export interface LogSenderDeps {
  call: (data: unknown) => Promise<unknown>
  userId: () => Promise<string>
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

/** Back-off while the backend is unreachable: 1 s, 2 s, 4 s, then every 8 s. */
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000]

// Plain guards (storage/guards.ts), so zod is not on a landing's path.
const isAnswer = isObjectOf<{ countryDetection?: { detectedCountry: string | null; confidence: number; method: string } | undefined }>({
  countryDetection: isOptional(isObjectOf({ detectedCountry: isNullable(isString), confidence: isNumber, method: isString })),
})

/**
 * A server fault (500, an unknown status, a missing function) may heal, as an overloaded backend
 * does, or may be this event's fault; after this many attempts, about two and a half minutes of
 * back-off, the event is dropped so that it cannot hold back the rest of the visit for good.
 */
export const SERVER_FAULT_ATTEMPTS = 20

type Verdict = 'retry' | 'retry-a-while' | 'drop'

/**
 * What a failed send means for the event. Only a payload the server read and refused is dropped
 * at once; a timeout, the network, a rate limit (resource-exhausted) or a missing sign-in is waited
 * out however long it takes, because the event itself is fine.
 */
export function verdictFor(error: unknown): Verdict {
  if (isTransient(error)) return 'retry'
  switch (callableCode(error)) {
    case 'invalid-argument':
      return 'drop'
    case 'internal':
    case 'unknown':
    case 'unimplemented':
    case 'not-found':
      return 'retry-a-while'
    default:
      return 'retry'
  }
}

/**
 * The one drain of the page's outbox, whichever sender started it: two drains would both send the
 * oldest event, so a second start (a hot reload, a double import) joins the first instead.
 */
let draining: Promise<void> | undefined

export function startLogSender({ call, userId, now = Date.now, sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)) }: LogSenderDeps): { drained: () => Promise<void>; stop: () => void } {
  async function send(entry: OutboxEntry): Promise<{ answer: unknown; asked: boolean }> {
    const uid = await userId()
    const country = freshCountry(now())
    const answer = await call({
      name: entry.name,
      ...(entry.value !== undefined ? { value: entry.value } : {}),
      params: { ...entry.params, firebaseUserId: uid, countryCode: country ?? null },
      userId: uid,
      onboardingName: entry.onboardingName,
      superProperties: entry.superProperties,
      returnCountry: country === undefined,
    })
    return { answer, asked: country === undefined }
  }

  // After the event is delivered: a fault here must neither resend nor drop it.
  function learnFrom(entry: OutboxEntry, answer: unknown, asked: boolean) {
    try {
      if (isAnswer(answer) && answer.countryDetection && asked) {
        saveDetection(answer.countryDetection, now(), () =>
          clientCountry({ search: window.location.search, timeZone: timeZone(), language: navigator.language }),
        )
      }
      // Spec 7: the answer to 'Payment completed' may carry the course-platform login URL (in data or result).
      if (matchEventName(entry.name)?.id === 'paymentCompleted') rememberCourseLoginUrl(answer)
    } catch (error) {
      console.error(`[events] the answer to "${entry.name}" could not be read`, error)
    }
  }

  async function drain() {
    let failures = 0
    let failing: string | undefined
    for (let entry = nextEvent(); entry; entry = nextEvent()) {
      if (entry.id !== failing) failures = 0 // the outbox dropped the failing event (full): a fresh start
      let delivered: { answer: unknown; asked: boolean }
      try {
        delivered = await send(entry)
      } catch (error) {
        const verdict = verdictFor(error)
        failing = entry.id
        failures += 1
        if (verdict === 'drop' || (verdict === 'retry-a-while' && failures >= SERVER_FAULT_ATTEMPTS)) {
          console.error(`[events] saveLog refused "${entry.name}" (${failures} attempt(s)); dropped`, error)
          removeEvent(entry.id)
          continue
        }
        await sleep(RETRY_DELAYS_MS[Math.min(failures - 1, RETRY_DELAYS_MS.length - 1)] ?? 8000)
        continue
      }
      removeEvent(entry.id)
      failing = undefined
      learnFrom(entry, delivered.answer, delivered.asked)
    }
  }

  let stopped = false
  const wake = (): Promise<void> => {
    draining ??= drain().finally(() => {
      draining = undefined
      // An event queued during the last send's answer is picked up here.
      if (!stopped && nextEvent()) void wake()
    })
    return draining
  }
  const unsubscribe = onEnqueued(() => void wake())
  void wake()
  const stop = () => {
    stopped = true
    unsubscribe()
  }
  return { drained: () => draining ?? Promise.resolve(), stop }
}
