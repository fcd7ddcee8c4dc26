/**
 * The course-platform login URL a purchase can earn (spec 3: "Purchase response may carry a
 * course-platform login URL (in data or result); it is stored"). Kept in local storage, so the
 * pages after payment (and a later visit) can offer the course login.
 */
import * as z from 'zod/mini'
import { createStore } from '../storage/storage'

const store = createStore('local', 'funnels-payments')
const KEY = 'courseLoginUrl'
const urlSchema = z.url({ protocol: /^https?$/ })
const carrierSchema = z.object({ courseLoginUrl: z.optional(z.unknown()), data: z.optional(z.unknown()), result: z.optional(z.unknown()) })

/** The URL an answer carries at its top level or in its `data` or `result` field, if valid. */
export function courseLoginUrlIn(answer: unknown, depth = 0): string | undefined {
  const carrier = carrierSchema.safeParse(answer)
  if (!carrier.success) return undefined
  const url = urlSchema.safeParse(carrier.data.courseLoginUrl)
  if (url.success) return url.data
  // One level down only: the spec names `data` and `result`, not a search of the whole answer.
  return depth === 0 ? (courseLoginUrlIn(carrier.data.data, 1) ?? courseLoginUrlIn(carrier.data.result, 1)) : undefined
}

/** Stores the URL an answer carries (a later one replaces an earlier one); returns it. */
export function rememberCourseLoginUrl(answer: unknown): string | undefined {
  const url = courseLoginUrlIn(answer)
  if (url) store.write(KEY, url)
  return url
}

/** The stored course-platform login URL, if a purchase gave one. */
export const storedCourseLoginUrl = (): string | undefined => store.read(KEY, urlSchema)
