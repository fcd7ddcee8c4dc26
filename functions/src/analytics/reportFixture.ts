/** Test helpers: leadership's content as the report reads it, and reports over synthetic trails. */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AbTestDocument } from '../../../schemas/abTest/schema'
import type { FunnelDocument } from '../../../schemas/funnel/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { seedDocuments } from '../../../seed/dataset'
import { openDuckdbStore } from './duckdb/duckdbStore'
import { buildExperimentReport, type ExperimentReport } from './experimentReport'
import type { FunnelDesign } from './funnelSteps'
import { syntheticTrail, type SyntheticArm } from './simulation/syntheticTrail'
import { duckdb } from './sql/dialect'

/** A seeded funnel's pages, tests and e-mail deliveries. */
export function seededDesign(key: string): FunnelDesign {
  const documents = seedDocuments()
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  const funnel = documents.find((doc): doc is FunnelDocument => doc._type === 'funnel' && doc.key === key)!
  return {
    pages: (funnel.pages ?? []).map((ref) => byId.get(ref._ref) as PageDocument),
    abTests: (funnel.abTests ?? []).map((ref) => byId.get(ref._ref) as AbTestDocument),
    emailConfig: funnel.emailConfig ?? [],
  }
}

export const REPORT_START = new Date('2026-11-01T00:00:00Z')

export const syntheticArm = (variant: string, share: number, purchaseRate: number): SyntheticArm => ({ variant, share, emailRate: 0.6, checkoutRate: purchaseRate * 2, purchaseRate, price: 59.99 })

/** Writes lines as a saveLog sink file in a fresh folder. */
export function sinkFileOf(lines: readonly string[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'saveLog.ndjson')
  writeFileSync(file, `${lines.join('\n')}\n`)
  return file
}

/** Leadership's report over a synthetic pricingSet test with these arms (DuckDB, closed after). */
interface ReportOptions {
  visitors?: number
  days?: number
  until?: Date
  /** When the report is read; the range's end by default. */
  now?: Date
  /** The funnel's content; leadership's seed by default. */
  design?: FunnelDesign
}

export async function syntheticLeadershipReport(arms: SyntheticArm[], options: ReportOptions = {}): Promise<ExperimentReport> {
  const { visitors = 1000, days = 8, until = new Date('2026-11-10T00:00:00Z') } = options
  const now = options.now ?? until
  const trail = syntheticTrail({ funnel: 'leadership', testKey: 'pricingSetKey', exposurePage: 'offer', pages: [{ page: 'congrats', goOn: 0.5 }], arms, visitors, start: REPORT_START, days, seed: 7 })
  const store = await openDuckdbStore({ eventFiles: [sinkFileOf(trail.lines)], orders: trail.orders, refunds: [] })
  try {
    return await buildExperimentReport(store, duckdb, options.design ?? seededDesign('leadership'), { funnel: 'leadership', since: REPORT_START, until, now })
  } finally {
    store.close()
  }
}
