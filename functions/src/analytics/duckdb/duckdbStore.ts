/**
 * The report's embedded engine: DuckDB in process, over the event trail as the functions write
 * it locally (NDJSON lines of the saveLog sink, read in place by DuckDB's JSON reader) and the
 * back office's orders and refunds, loaded into tables of the model (../model.ts). Aggregation
 * is DuckDB's; the code here only maps and loads.
 */
import { existsSync } from 'node:fs'
import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api'
import type { AnalyticsStore } from '../analyticsStore'
import { REPORT_RATES, type OrderRow, type RefundRow } from '../model'

export interface DuckdbSources {
  /** saveLog sink files (NDJSON); missing files are skipped. */
  eventFiles: readonly string[]
  orders: readonly OrderRow[]
  refunds: readonly RefundRow[]
  rates?: Readonly<Record<string, number>>
}

const sqlString = (value: string) => `'${value.replaceAll("'", "''")}'`

/**
 * The sink's lines, mapped to the model's events (visitor_id is the verified auth uid), read once
 * into a table: the report's queries then scan columns, not JSON text, and all see one snapshot
 * of a trail the functions keep appending to.
 */
function eventsTable(files: readonly string[]): string {
  if (files.length === 0)
    return `CREATE TABLE events (received_at TIMESTAMP, name VARCHAR, visitor_id VARCHAR, session_id VARCHAR, funnel VARCHAR, params JSON)`
  const columns = `{receivedAt: 'VARCHAR', name: 'VARCHAR', authUid: 'VARCHAR', onboardingName: 'VARCHAR', params: 'JSON', superProperties: 'JSON'}`
  return `CREATE TABLE events AS
SELECT TRY_CAST(receivedAt AS TIMESTAMP) AS received_at, name, authUid AS visitor_id,
  json_extract_string(superProperties, '$.sessionId') AS session_id, onboardingName AS funnel, params
FROM read_json([${files.map(sqlString).join(', ')}], format = 'newline_delimited', columns = ${columns}, ignore_errors = true)`
}

async function load(connection: DuckDBConnection, table: string, rows: readonly DuckDBValue[][]): Promise<void> {
  const appender = await connection.createAppender(table)
  for (const row of rows) {
    for (const value of row) {
      if (value === null) appender.appendNull()
      else if (typeof value === 'number') appender.appendDouble(value)
      else appender.appendVarchar(String(value))
    }
    appender.endRow()
  }
  appender.closeSync()
}

/** Opens an in-memory DuckDB holding the model over `sources`. */
export async function openDuckdbStore(sources: DuckdbSources): Promise<AnalyticsStore> {
  const instance = await DuckDBInstance.create(':memory:')
  const connection = await instance.connect()
  await connection.run(eventsTable(sources.eventFiles.filter((file) => existsSync(file))))
  // Timestamps go in as ISO text and are cast by the views, so the loader needs no date types.
  await connection.run(`CREATE TABLE order_rows (id VARCHAR, visitor_id VARCHAR, funnel VARCHAR, kind VARCHAR, amount DOUBLE, currency VARCHAR, confirmed_at VARCHAR)`)
  await connection.run(`CREATE TABLE refund_rows (order_id VARCHAR, amount DOUBLE, currency VARCHAR, refunded_at VARCHAR)`)
  await connection.run(`CREATE TABLE rates (currency VARCHAR, rate DOUBLE)`)
  await load(connection, 'order_rows', sources.orders.map((o) => [o.id, o.visitorId, o.funnel, o.kind, o.amount, o.currency, o.confirmedAt.toISOString()]))
  await load(connection, 'refund_rows', sources.refunds.map((r) => [r.orderId, r.amount, r.currency, r.refundedAt.toISOString()]))
  await load(connection, 'rates', Object.entries(sources.rates ?? REPORT_RATES).map(([currency, rate]) => [currency, rate]))
  await connection.run(`CREATE VIEW orders AS SELECT id, visitor_id, funnel, kind, amount, currency, CAST(confirmed_at AS TIMESTAMP) AS confirmed_at FROM order_rows`)
  await connection.run(`CREATE VIEW refunds AS SELECT order_id, amount, currency, CAST(refunded_at AS TIMESTAMP) AS refunded_at FROM refund_rows`)
  return {
    async query(sql, params) {
      const reader = await connection.runAndReadAll(sql, params)
      return reader.getRowObjectsJS().map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'bigint' ? Number(value) : value])))
    },
    close() {
      connection.closeSync()
      instance.closeSync()
    },
  }
}
