/**
 * Drains the event outbox through the saveLog callable, oldest first, one at a time. An event
 * leaves the outbox only when the server has it or has refused it for good: while the backend
 * is unreachable (network, timeout, 'unavailable') the sender waits and tries again, so an
 * outage loses nothing and keeps the order. The first answer that carries a country detection is
 * persisted, and events after it carry the country.
 */
import * as z from 'zod/mini'
import { rememberCourseLoginUrl } from '../visitor/courseLogin'
import { clientCountry, freshCountry, saveDetection } from '../visitor/country'
import { nextEvent, onEnqueued, removeEvent, type OutboxEntry } from '../events/eventOutbox'
import { isTransient } from './callableErrors'
import { timeZone } from '../visitor/timeZone'

export interface LogSenderDeps {
  call: (data: unknown) => Promise<unknown>
  userId: () => Promise<string>
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

/** Back-off while the backend is unreachable: 1 s, 2 s, 4 s, then every 8 s. */
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000]

const answerSchema = z.object({
  countryDetection: z.optional(z.object({ detectedCountry: z.nullable(z.string()), confidence: z.number(), method: z.string() })),
})

export function startLogSender({ call, userId, now = Date.now, sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)) }: LogSenderDeps): { drained: () => Promise<void>; stop: () => void } {
  let running: Promise<void> | undefined

  async function send(entry: OutboxEntry) {
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
    const parsed = answerSchema.safeParse(answer)
    if (parsed.success && parsed.data.countryDetection && country === undefined) {
      saveDetection(parsed.data.countryDetection, now(), () =>
        clientCountry({ search: window.location.search, timeZone: timeZone(), language: navigator.language }),
      )
    }
    // Spec 7: the answer to 'Payment completed' may carry the course-platform login URL (in data or result).
    if (entry.name === 'Payment completed') rememberCourseLoginUrl(answer)
  }

  async function drain() {
    let failures = 0
    for (let entry = nextEvent(); entry; entry = nextEvent()) {
      try {
        await send(entry)
        removeEvent(entry.id)
        failures = 0
      } catch (error) {
        if (!isTransient(error)) {
          console.error(`[events] saveLog refused "${entry.name}"; dropped`, error)
          removeEvent(entry.id)
          continue
        }
        await sleep(RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] ?? 8000)
        failures += 1
      }
    }
  }

  const wake = () => {
    running ??= drain().finally(() => {
      running = undefined
      // An event queued during the last send's answer is picked up here.
      if (nextEvent()) wake()
    })
    return running
  }
  const stop = onEnqueued(() => void wake())
  void wake()
  return { drained: () => running ?? Promise.resolve(), stop }
}
