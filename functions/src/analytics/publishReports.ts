/**
 * Experiment reports where the team reads them: one document per funnel in the content dataset
 * (`experimentReport.<funnel>`), which the Studio's "Experiments" tool lists. Its id has a path
 * (a dot), so Sanity serves it to signed-in Studio users and tokens only, never to the public
 * readers of the dataset. Refreshed hourly in production (the publishExperimentReports scheduled
 * function) and every few minutes by `npm start`.
 */
import type { ExperimentReport } from './experimentReport'

/** How far back a published report reads: long enough for any running test, bounded in cost. */
export const REPORT_WINDOW_DAYS = 90

export const EXPERIMENT_REPORT_TYPE = 'experimentReport'

export interface ExperimentReportDocument {
  _id: string
  _type: typeof EXPERIMENT_REPORT_TYPE
  funnel: string
  generatedAt: string
  /** The report as JSON text: read whole by the Studio tool, never edited. */
  reportJson: string
}

export function reportDocumentOf(report: ExperimentReport): ExperimentReportDocument {
  return { _id: `${EXPERIMENT_REPORT_TYPE}.${report.funnel}`, _type: EXPERIMENT_REPORT_TYPE, funnel: report.funnel, generatedAt: report.generatedAt, reportJson: JSON.stringify(report) }
}

export interface PublishOptions {
  funnels: readonly string[]
  now: Date
  build: (funnel: string, since: Date, now: Date) => Promise<ExperimentReport>
  write: (document: ExperimentReportDocument) => Promise<unknown>
}

export interface PublishResult {
  published: string[]
  failed: { funnel: string; error: string }[]
}

/** Builds and writes each funnel's report; one funnel failing does not stop the others. */
export async function publishExperimentReports({ funnels, now, build, write }: PublishOptions): Promise<PublishResult> {
  const since = new Date(now.getTime() - REPORT_WINDOW_DAYS * 86_400_000)
  const result: PublishResult = { published: [], failed: [] }
  for (const funnel of funnels) {
    try {
      await write(reportDocumentOf(await build(funnel, since, now)))
      result.published.push(funnel)
    } catch (error) {
      result.failed.push({ funnel, error: error instanceof Error ? error.message : String(error) })
    }
  }
  return result
}
