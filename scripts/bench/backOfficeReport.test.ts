import { describe, expect, it } from 'vitest'
import type { BackOfficePhase } from './backOffice'
import { backOfficeSection } from './backOfficeReport'
import { dbShare, latencySummary } from './backOfficeStats'

const phase = (overrides: Partial<BackOfficePhase> = {}): BackOfficePhase => ({
  concurrency: 1,
  planned: 4,
  latency: latencySummary([10, 20, 30, 40], 2_000),
  polled: 0,
  checkout: dbShare([{ totalMs: 4, dbMs: 2, queries: 6 }]),
  webhook: dbShare([{ totalMs: 20, dbMs: 5, queries: 22 }]),
  errors: [],
  stopped: null,
  ...overrides,
})

describe('the back office section', () => {
  it('one latency row per engine and phase, two share rows per phase, and every shortfall said in words', () => {
    const section = backOfficeSection({
      content: 'the seed',
      wallMs: 30_000,
      engines: [
        { engine: 'PGlite', phases: [phase(), phase({ concurrency: 4, latency: latencySummary([15], 1_000), errors: ['boom'], stopped: 'failures', polled: 1 })] },
        { engine: 'PostgreSQL', phases: [], error: 'not installed' },
      ],
    })
    expect(section).toContain('| PGlite | 1 | 4 / 4 | 20.0 ms | 40.0 ms | 40.0 ms | 2.0 /s |')
    expect(section).toContain('| PGlite | 1 | createPaymentCheckout | 4.0 ms | 2.0 ms | 6 | 50 % |')
    expect(section).toContain('| PGlite | 1 | stripeWebhook (checkout.session.completed) | 20.0 ms | 5.0 ms | 22 | 25 % |')
    expect(section).toContain('- PGlite, 4 at a time: 1 failed purchases; the first: boom')
    expect(section).toContain('- PGlite, 4 at a time: stopped after 2 of 4 purchases (too many failures).')
    expect(section).toContain('- PGlite, 4 at a time: 1 orders were not yet fulfilled')
    expect(section).toContain('- PostgreSQL: not installed')
  })
})
