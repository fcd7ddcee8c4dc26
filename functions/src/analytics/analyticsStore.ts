/** Where the report's queries run: DuckDB in process locally, BigQuery in production. */
export interface AnalyticsStore {
  /** Runs a report query with named parameters and returns its rows as plain objects. */
  query(sql: string, params: Record<string, string>): Promise<Record<string, unknown>[]>
  close(): void
}
