/**
 * The paywall's reservation ("plan reserved for 10:00"): its deadline is set the first time a
 * visitor sees an offer and kept in local storage, per offer, so leaving for checkout and
 * coming back (a cancelled payment, a reload, another tab) shows the time that is really left
 * instead of a fresh reservation. A reservation that has run out stays at 00:00: the timer
 * never promises the visitor more time than it said.
 */
import { createStore, fromGuard } from '../../platform/storage/storage'

const store = createStore('local', 'funnels-reservation')
const isDeadline = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const deadlineValue = fromGuard(isDeadline)

/**
 * The deadline (epoch milliseconds) of this visitor's reservation of the offer `offerId` (the
 * paywall page's document id, which names funnel and page): the stored one, or, on the first
 * visit, `minutes` from `now`, stored. With storage unavailable the reservation lasts the page view.
 */
export function reservationDeadline(offerId: string, minutes: number, now: number = Date.now()): number {
  const stored = store.read(offerId, deadlineValue)
  if (stored !== undefined) return stored
  const deadline = now + minutes * 60_000
  store.write(offerId, deadline)
  return deadline
}
