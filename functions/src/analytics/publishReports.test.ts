import { describe, expect, it, vi } from 'vitest'
import type { ExperimentReport } from './experimentReport'
import { publishExperimentReports, REPORT_WINDOW_DAYS, type ExperimentReportDocument } from './publishReports'

const now = new Date('2026-11-27T12:00:00Z')
const reportOf = (funnel: string): ExperimentReport => ({ funnel, since: '', until: '', generatedAt: now.toISOString(), currency: 'USD', rates: { USD: 1 }, steps: [], tests: [] })

describe('publishing experiment reports for the Studio', () => {
  it('writes one private document per funnel over the last 90 days, and goes on past a funnel that fails', async () => {
    const written: ExperimentReportDocument[] = []
    const build = vi.fn(async (funnel: string) => {
      if (funnel === 'deeps') throw new Error('the lake did not answer')
      return reportOf(funnel)
    })
    const result = await publishExperimentReports({ funnels: ['leadership', 'deeps', 'demo'], now, build, write: async (document) => written.push(document) })
    expect(result).toEqual({ published: ['leadership', 'demo'], failed: [{ funnel: 'deeps', error: 'the lake did not answer' }] })
    expect(build).toHaveBeenCalledWith('leadership', new Date(now.getTime() - REPORT_WINDOW_DAYS * 86_400_000), now)
    // A dot in the id keeps the document from the dataset's public readers.
    expect(written.map((document) => document._id)).toEqual(['experimentReport.leadership', 'experimentReport.demo'])
    expect(JSON.parse(written[0]!.reportJson)).toEqual(reportOf('leadership'))
    expect(written[0]).toMatchObject({ _type: 'experimentReport', funnel: 'leadership', generatedAt: now.toISOString() })
  })
})
