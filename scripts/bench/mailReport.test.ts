import { describe, expect, it } from 'vitest'
import { latencySummary } from './backOfficeStats'
import type { MailResults } from './mail'
import { mailSection } from './mailReport'

const pass = { sent: 4, retrying: 0, failed: 0, cancelled: 0, lost: 0 }

const results = (overrides: Partial<MailResults> = {}): MailResults => ({
  content: 'the seed',
  wallMs: 40_000,
  throughput: { jobs: 4, pass, wallMs: 2_000, perSend: latencySummary([10, 20, 30, 40], 2_000), maxInFlight: 4 },
  lag: { jobs: 3, windowMs: 30_000, intervalMs: 5_000, lag: latencySummary([1_000, 2_500, 4_900], 0), unsent: 0, passes: 7 },
  ...overrides,
})

describe('the mail section', () => {
  it('e-mails per second of the pass with the per-send percentiles, and the lag percentiles, in one row each', () => {
    const section = mailSection(results())
    expect(section).toContain('## 11. Mail:')
    expect(section).toContain('| 4 | 4 | 2.00 s | 2.0 | 20.0 ms | 40.0 ms | 40.0 ms | 4 |')
    expect(section).toContain('| 3 | 30.00 s | 5.00 s | 3 | 2500 ms | 4900 ms | 4900 ms | 7 |')
    expect(section).not.toContain('\n- ')
  })

  it('says every shortfall in words: jobs not sent, a claim above its limit, lag jobs never sent, a phase that failed', () => {
    const section = mailSection(
      results({
        throughput: { jobs: 500, pass: { ...pass, sent: 498, retrying: 2 }, wallMs: 7_000, perSend: latencySummary([5], 7_000), maxInFlight: 500 },
        lag: { jobs: 3, windowMs: 30_000, intervalMs: 5_000, lag: latencySummary([1_000], 0), unsent: 2, passes: 7 },
        error: 'the catcher did not start',
      }),
    )
    expect(section).toContain('- A phase could not run: the catcher did not start')
    expect(section).toContain('- Throughput: 500 sends were in flight at once, more than a claim\'s limit of 25.')
    expect(section).toContain('- Throughput: 2 of 500 jobs were not sent in the pass (retrying 2, failed 0, cancelled 0, lost 0).')
    expect(section).toContain('- Lag: 2 of 3 jobs were still not sent')
    expect(section).toContain('(above 25: a claim took more jobs than its limit')
  })

  it('a phase not measured prints so instead of a table of n/a', () => {
    expect(mailSection(results({ throughput: undefined, lag: undefined, error: 'no database' }))).toContain('Not measured.')
  })
})
