/** Everything one bench run measured, as the report and the budgets read it. */
import type { BackOfficeResults } from './backOffice'
import type { ByteSplit } from './bytes'
import type { ChunkModules } from './chunkModules'
import type { Timing } from './content'
import type { HeadingPaint } from './headingPaint'
import type { LighthouseResults } from './lighthouse'
import type { EventLoadResults } from './eventLoad'
import type { ExperimentReportResults } from './experimentReports'
import type { MailResults } from './mail'
import type { RunInfo } from './machine'
import type { NextPageResult } from './nextPage'
import type { ServerCostsResults } from './serverCosts'
import type { InpResults } from './interactionToNextPaint'
import type { PublishedLandingResults } from './publishedLanding'
import type { SiteName } from './sites'

export interface GrowthRow {
  pages: number
  nextPage: NextPageResult
  /** The generated funnel's content alone. */
  validation: Timing & { bytes: number }
  /** The whole snapshot of a build that has this funnel beside the real ones. */
  wholeSnapshot: Timing & { bytes: number }
  query: Timing
}

export interface BenchResults {
  run: RunInfo
  chromium: string
  buildMs: Record<SiteName, number>
  lighthouse: LighthouseResults
  /** Seconds into the run after which Lighthouse stops repeating runs. */
  lighthouseDeadlineS: number
  bytes: ByteSplit[]
  /** The modules of every chunk the product's build makes (chunkModules.ts). */
  chunkModules?: ChunkModules[]
  headingPaint: HeadingPaint[]
  /** The real funnel's clicks (demo). */
  nextPage: NextPageResult[]
  /** Interaction to Next Paint of every funnel's taps at 4x CPU throttling. */
  inp: InpResults
  snapshotValidation: Timing & { bytes: number; funnels: number }
  query: Timing & { key: string }
  growth: GrowthRow[]
  /** Webhook-to-fulfilment latency and the database's share of a checkout; measured, no budget. */
  backOffice: BackOfficeResults
  /** The mail worker's e-mails per second through the local SMTP catcher and its lag behind due time; measured, no budget. */
  mail: MailResults
  /** saveLog and getPaymentPrices (cold, cached) per engine, in one process; the section also reads backOffice and mail; measured, no budget. */
  serverCosts: ServerCostsResults
  /** 200 visitors × 20 events through saveLog on the functions emulator: time, failures, workers, memory; measured, no budget. */
  eventLoad: EventLoadResults
  /** The experiment report's time over 1 and 10 million events, and the statistics' simulation; measured, no budget asserted. */
  experimentReports: ExperimentReportResults
  /** A landing visited after a publish that changed one of its funnel's pages (item 5). */
  publishedLanding?: PublishedLandingResults
  /** Filled in last, when the report is written. */
  wallMs: number
  loadAtEnd: number
}
