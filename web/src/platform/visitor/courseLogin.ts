/**
 * The course-platform login URL a purchase can earn (spec 3: "Purchase response may carry a
 * course-platform login URL (in data or result); it is stored"). Kept in local storage, so the
 * pages after payment (and a later visit) can offer the course login.
 */
import { isRecord } from '../storage/guards'
import { createStore, fromGuard } from '../storage/storage'

const store = createStore('local', 'funnels-payments')
const KEY = 'courseLoginUrl'

/**
 * As `z.url({ protocol: /^https?$/ })`, which reads the text trimmed: an http(s) URL. Plain
 * guards (storage/guards.ts), so zod is not on a landing's path (the event sender imports this).
 */
const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string' || !URL.canParse(value.trim())) return false
  return /^https?:$/.test(new URL(value.trim()).protocol)
}

/** The URL an answer carries at its top level or in its `data` or `result` field, if valid. */
export function courseLoginUrlIn(answer: unknown, depth = 0): string | undefined {
  if (!isRecord(answer)) return undefined
  if (isHttpUrl(answer.courseLoginUrl)) return answer.courseLoginUrl.trim()
  // One level down only: the spec names `data` and `result`, not a search of the whole answer.
  return depth === 0 ? (courseLoginUrlIn(answer.data, 1) ?? courseLoginUrlIn(answer.result, 1)) : undefined
}

/** Stores the URL an answer carries (a later one replaces an earlier one); returns it. */
export function rememberCourseLoginUrl(answer: unknown): string | undefined {
  const url = courseLoginUrlIn(answer)
  if (url) store.write(KEY, url)
  return url
}

/** The stored course-platform login URL, if a purchase gave one. */
export const storedCourseLoginUrl = (): string | undefined => store.read(KEY, fromGuard(isHttpUrl))?.trim()
