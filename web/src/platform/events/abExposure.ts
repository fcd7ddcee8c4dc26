/**
 * A/B exposure (spec 4): on each page view the tests that decided the page are reported to the
 * event log, each once per page per session, with the variant the visitor has.
 */
import type { Variants } from '../../funnel/answers'
import { productEvent } from '../../../../schemas/events/productEvent'
import { logEvent } from './events'
import { isArrayOf, isString } from '../storage/guards'
import { createStore, fromGuard } from '../storage/storage'

const store = createStore('session', 'funnels')
const KEY = 'abReported'

export function reportExposure(pageKey: string, tests: readonly string[], variants: Variants): void {
  const reported = new Set(store.read(KEY, fromGuard(isArrayOf(isString))) ?? [])
  const fresh = tests.filter((test) => variants[test] !== undefined && !reported.has(`${pageKey}|${test}`))
  if (fresh.length === 0) return
  for (const test of fresh) {
    reported.add(`${pageKey}|${test}`)
    const variant = variants[test] ?? ''
    logEvent(productEvent('exposure', { value: `${test}: ${variant}`, params: { testKey: test, variant, page: pageKey } }))
  }
  store.write(KEY, [...reported])
}
