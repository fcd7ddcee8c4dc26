/**
 * Synthetic visitors of one A/B test with known true rates, written as the real pipeline writes
 * them: saveLog sink lines (exposure, page visits, e-mail, checkout) and back-office orders. The
 * report's tests and benchmarks feed them to the real store and queries, so what the report
 * finds can be checked against what was put in.
 */
import { eventName } from '../../../../schemas/events/eventName'
import type { OrderRow } from '../model'
import { seededRandom } from '../stats/seededRandom'

export interface SyntheticArm {
  variant: string
  /** Share of visitors assigned to this arm (the arms' shares are normalised). */
  share: number
  emailRate: number
  checkoutRate: number
  /** Purchase rate among all exposed visitors (each buyer also checked out). */
  purchaseRate: number
  /** Amount of each order, in `currency`. */
  price: number
}

export interface SyntheticTest {
  funnel: string
  testKey: string
  exposurePage: string
  /** Pages a visitor visits after exposure, in order, each with the share of the previous page's visitors who go on. */
  pages: readonly { page: string; goOn: number }[]
  arms: readonly SyntheticArm[]
  visitors: number
  start: Date
  /** Visitors arrive evenly over this many days. */
  days: number
  currency?: string
  seed?: number
}

export interface SyntheticTrail {
  lines: string[]
  orders: OrderRow[]
}

function sinkLine(at: Date, uid: string, funnel: string, name: string, params: Record<string, unknown>, value?: string): string {
  const line = { receivedAt: at.toISOString(), authUid: uid, name, ...(value !== undefined ? { value } : {}), params: { onboardingName: funnel, ...params }, userId: uid, onboardingName: funnel, superProperties: { sessionId: `session-${uid}` } }
  return JSON.stringify(line)
}

/** The trail of `test.visitors` visitors; the same seed gives the same trail. */
export function syntheticTrail(test: SyntheticTest): SyntheticTrail {
  const lines: string[] = []
  const orders: OrderRow[] = []
  for (const visitor of syntheticVisitors(test)) {
    lines.push(...visitor.lines)
    if (visitor.order) orders.push(visitor.order)
  }
  return { lines, orders }
}

/** One visitor's lines and order at a time, for trails too large to hold (the benchmark's millions). */
export function* syntheticVisitors(test: SyntheticTest): Generator<{ lines: string[]; order: OrderRow | null }> {
  const random = seededRandom(test.seed ?? 1)
  const total = test.arms.reduce((sum, arm) => sum + arm.share, 0)
  const spanMs = test.days * 86_400_000
  for (let index = 0; index < test.visitors; index += 1) {
    const lines: string[] = []
    let order: OrderRow | null = null
    const uid = `visitor-${test.seed ?? 1}-${index}`
    let pick = random() * total
    const arm = test.arms.find((candidate) => (pick -= candidate.share) < 0) ?? test.arms[test.arms.length - 1]!
    let at = new Date(test.start.getTime() + Math.floor((index / test.visitors) * spanMs))
    const next = () => (at = new Date(at.getTime() + 1000))
    lines.push(sinkLine(at, uid, test.funnel, eventName('exposure'), { testKey: test.testKey, variant: arm.variant, page: test.exposurePage }))
    lines.push(sinkLine(next(), uid, test.funnel, eventName('visited', test.exposurePage), {}))
    for (const step of test.pages) {
      if (random() >= step.goOn) break
      lines.push(sinkLine(next(), uid, test.funnel, eventName('visited', step.page), {}))
    }
    if (random() < arm.emailRate) lines.push(sinkLine(next(), uid, test.funnel, eventName('emailProvided'), { language: 'en' }, `${uid}@example.com`))
    const buys = random() < arm.purchaseRate
    if (buys || random() < Math.max(0, arm.checkoutRate - arm.purchaseRate) / Math.max(1e-9, 1 - arm.purchaseRate)) lines.push(sinkLine(next(), uid, test.funnel, eventName('paymentStarted'), {}))
    if (buys) order = { id: `order-${uid}`, visitorId: uid, funnel: test.funnel, kind: 'one_time', amount: arm.price, currency: test.currency ?? 'USD', confirmedAt: next() }
    yield { lines, order }
  }
}
