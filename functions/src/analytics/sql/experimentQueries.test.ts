import { describe, expect, it } from 'vitest'
import { bigquery, duckdb, type SqlDialect } from './dialect'
import { funnelReachSql, pageReachSql, variantOutcomesSql } from './experimentQueries'

const QUERIES = { variantOutcomesSql, pageReachSql, funnelReachSql }
const production = bigquery('funnels-prod.analytics')

/** A dialect that writes each difference as a neutral marker: what stays is the shared query text. */
const neutral: SqlDialect = {
  name: 'duckdb',
  relation: (name) => `<${name}>`,
  param: (name) => `<:${name}>`,
  timestampParam: (name) => `<ts:${name}>`,
  jsonText: (column, field) => `<json:${column}.${field}>`,
  epochMillis: (expression) => `<ms:${expression}>`,
}

describe('the report queries on BigQuery (checked by the SQL they generate)', () => {
  for (const [name, build] of Object.entries(QUERIES)) {
    it(`${name}: BigQuery's SQL differs from DuckDB's only where the dialect says`, () => {
      const shared = build(neutral)
      const asBigQuery = shared
        .replace(/<(events|orders|refunds|rates)>/g, '`funnels-prod.analytics.$1`')
        .replace(/<ts:(\w+)>/g, 'TIMESTAMP(@$1)')
        .replace(/<:(\w+)>/g, '@$1')
        .replace(/<json:([\w.]+)\.(\w+)>/g, "JSON_VALUE($1, '$.$2')")
        .replace(/<ms:([^>]+)>/g, 'UNIX_MILLIS($1)')
      expect(build(production)).toBe(asBigQuery)
    })

    it(`${name}: BigQuery's SQL names only BigQuery functions, tables in the dataset and @parameters`, () => {
      const sql = build(production)
      expect(sql).not.toMatch(/json_extract|epoch_ms|CAST\(\$|\$funnel|\$since|\$until/)
      expect(sql).not.toMatch(/\bFROM (events|orders|refunds|rates)\b|\bJOIN (events|orders|refunds|rates)\b/)
      expect(sql).toMatch(/@funnel/)
      expect(sql.split('(').length).toBe(sql.split(')').length)
      // BigQuery needs every derived table aliased and has no QUALIFY without a WHERE: the queries avoid both traps.
      expect(sql).not.toMatch(/\)\s*WHERE nth/)
      expect(sql).not.toMatch(/QUALIFY/)
    })
  }

  it('refuses a dataset name that is not project.dataset, and field names that are not the code\'s own', () => {
    expect(() => bigquery('analytics; DROP TABLE x')).toThrow(/project\.dataset/)
    expect(() => duckdb.jsonText('params', "x') OR 1=1 --")).toThrow(/Not a safe SQL name/)
    expect(() => production.param('since; --')).toThrow(/Not a safe SQL name/)
  })
})
