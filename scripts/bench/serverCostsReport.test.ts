import { describe, expect, it } from 'vitest'
import type { BackOfficePhase, BackOfficeResults } from './backOffice'
import { dbShare, latencySummary } from './backOfficeStats'
import type { MailResults } from './mail'
import type { CallPhase, ServerCostsResults } from './serverCosts'
import { serverCostsSection } from './serverCostsReport'

const PGLITE = 'PGlite (embedded, on disk, over the wire protocol)'
const SERVER = "Debian's PostgreSQL server (test settings: fsync off)"

const phase = (call: CallPhase['call'], concurrency: number, times: number[], overrides: Partial<CallPhase> = {}): CallPhase => ({
  call,
  engine: PGLITE,
  concurrency,
  planned: times.length,
  latency: latencySummary(times, 1_000),
  errors: [],
  stoppedEarly: false,
  ...overrides,
})

const backOfficePhase = (concurrency: number): BackOfficePhase => ({
  concurrency,
  planned: 2,
  latency: latencySummary([10, 30], 1_000),
  polled: 0,
  checkout: dbShare([
    { totalMs: 4, dbMs: 2, queries: 6 },
    { totalMs: 8, dbMs: 2, queries: 6 },
  ]),
  webhook: dbShare([{ totalMs: 20, dbMs: 5, queries: 22 }]),
  errors: [],
  stopped: null,
})

const backOffice: BackOfficeResults = { content: 'the seed', wallMs: 1, engines: [{ engine: PGLITE, phases: [backOfficePhase(1), backOfficePhase(4)] }] }

const mail: MailResults = {
  content: 'the seed',
  wallMs: 1,
  throughput: { jobs: 2, pass: { sent: 2, retrying: 0, failed: 0, cancelled: 0, lost: 0 }, wallMs: 1_000, perSend: latencySummary([100, 200], 1_000), maxInFlight: 2 },
  lag: { jobs: 2, windowMs: 30_000, intervalMs: 5_000, lag: latencySummary([1_000, 4_000], 0), unsent: 0, passes: 3 },
}

const serverCosts = (overrides: Partial<ServerCostsResults> = {}): ServerCostsResults => ({
  content: 'the seed',
  wallMs: 10_000,
  errors: [],
  phases: [phase('saveLog', 1, [1, 2]), phase('saveLog', 80, [50, 90]), phase('pricesCold', 1, [4, 6]), phase('pricesCached', 1, [0.5, 1]), phase('pricesCached', 80, [10, 20])],
  browser: { prices: latencySummary([96, 200], 0), checkout: latencySummary([40, 60], 0) },
  ...overrides,
})

describe('the server costs section', () => {
  it('one row per call and database, one at a time and at once, each with its share of the visitor’s wait or what it delays', () => {
    const section = serverCostsSection({ serverCosts: serverCosts(), backOffice, mail })
    expect(section).toContain('## 14. Server costs')
    expect(section).toContain("| saveLog | PGlite (embedded) | 1.0 ms / 2.0 ms | 2.0 events/s (2) | 80 at once: 50.0 ms / 90.0 ms | 80 at once: 2.0 events/s (2) | none (the browser's outbox sends events in the background) |")
    // Server p50 4 ms, browser p50 96 ms: 4 % of 100 ms.
    expect(section).toContain("| getPaymentPrices, cold (empty content cache) | PGlite (embedded) | 4.0 ms / 6.0 ms | 2.0 calls/s (2) | n/a | n/a | 4 % of 100 ms (the paywall's navigation to prices on screen) |")
    expect(section).toContain('| getPaymentPrices, cached | PGlite (embedded) | 0.5 ms / 1.0 ms |')
    // The back office's checkout: p50 4 ms, p95 8 ms; browser p50 40 ms: 4 / 44 = 9 %.
    expect(section).toContain("| createPaymentCheckout | PGlite (embedded) | 4.0 ms / 8.0 ms | 2.0 purchases/s (2) | 4 at once: 4.0 ms / 8.0 ms | 4 at once: 2.0 purchases/s (2) | 9 % of 44.0 ms (the checkout button's click to the card page) |")
    expect(section).toContain('| Webhook handler (checkout.session.completed) | PGlite (embedded) | 20.0 ms / 20.0 ms |')
    expect(section).toContain('none (after the visitor paid, asynchronous); it delays order fulfilment: 10.0 ms / 30.0 ms from the event')
    expect(section).toContain("| E-mail worker send (render, SMTP, record) | PGlite (embedded) | n/a | n/a | 2 at once: 100 ms / 200 ms | 2 at once: 2.0 e-mails/s (2) | none (asynchronous); it delays e-mail arrival: 1000 ms / 4000 ms behind due time at the loop's 5 s interval |")
    expect(section.trimEnd().endsWith('what they delay instead is in the cell.')).toBe(true)
    expect(section).not.toContain('Through the functions emulator')
  })

  it("quotes section 12's emulator figure when its run finished", () => {
    const run = { visitors: 200, eventsPerVisitor: 20, parallel: 4, seconds: 20, finished: true, recorded: 4_000, failures: 0, failureKinds: [], peak: { processes: 1, workers: 4, rssBytes: 1, workerRssBytes: 1 }, after: { processes: 1, workers: 4, rssBytes: 1, workerRssBytes: 1 }, passed: true }
    const section = serverCostsSection({ serverCosts: serverCosts(), backOffice, mail, eventLoad: { runs: [run], errors: [] } })
    expect(section).toContain('saveLog took 200 events/s from 200 visitors with 4 worker processes')
    expect(serverCostsSection({ serverCosts: serverCosts(), backOffice, mail, eventLoad: { runs: [{ ...run, finished: false }], errors: [] } })).not.toContain('Through the functions emulator')
  })

  it('without the browser side the shares are n/a and say why; failures and short phases are said in words', () => {
    const section = serverCostsSection({
      serverCosts: serverCosts({
        browser: undefined,
        errors: [`${SERVER}: not installed`],
        phases: [phase('saveLog', 80, [5], { planned: 10, errors: ['boom'], stoppedEarly: true })],
      }),
      backOffice,
      mail,
    })
    expect(section).toContain("n/a (the checkout button's click to the card page: browser side not measured)")
    expect(section).toContain('The browser side was not measured in this run')
    expect(section).toContain(`- ${SERVER}: not installed`)
    expect(section).toContain('- saveLog on PGlite (embedded), 80 at a time: 1 failed calls; the first: boom')
    expect(section).toContain('- saveLog on PGlite (embedded), 80 at a time: 2 of 10 calls ran before')
  })
})
