import { describe, expect, it } from 'vitest'
import { experimentReportSection } from './experimentReports'

describe("BENCHMARKS.md's experiment report section", () => {
  it('prints each trail size with its load and report time, and the simulation lines', () => {
    const section = experimentReportSection({
      timings: [{ events: 1_000_123, fileMb: 251.4, loadMs: 812, reportMs: 1190 }],
      simulation: ['A/A: 3.0 % ± 1.2 ever showed a verdict'],
      errors: ['3125000 visitors: out of memory'],
    })
    expect(section).toMatch(/^## 13\. Experiment reports/)
    expect(section).toContain('| 1,000,123 | 251 MB | 0.81 s | 1.19 s | 2.00 s |')
    expect(section).toContain('- A/A: 3.0 % ± 1.2 ever showed a verdict')
    expect(section).toContain('Not measured: 3125000 visitors: out of memory')
  })
})
