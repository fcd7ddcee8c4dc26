/**
 * The report's production engine: the same queries (sql/experimentQueries.ts, BigQuery dialect)
 * run by BigQuery over the dataset that bigQuerySetup.ts describes.
 */
import type { AnalyticsStore } from '../analyticsStore'

/** The part of @google-cloud/bigquery's client the store uses (tests hand a stand-in). */
export interface BigQueryClient {
  query(options: { query: string; params: Record<string, string>; location?: string }): Promise<[Record<string, unknown>[], ...unknown[]]>
}

/** BigQuery answers INT64 as numbers or strings and FLOAT64 as numbers; the report wants numbers. */
const plain = (value: unknown) => (typeof value === 'bigint' ? Number(value) : typeof value === 'object' && value !== null && 'value' in value ? Number((value as { value: unknown }).value) : value)

export function bigQueryStore(client: BigQueryClient, location?: string): AnalyticsStore {
  return {
    async query(sql, params) {
      const [rows] = await client.query({ query: sql, params, ...(location ? { location } : {}) })
      return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, plain(value)])))
    },
    close() {},
  }
}
