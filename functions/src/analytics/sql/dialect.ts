/**
 * The differences between the engines the report's SQL runs on, and nothing else: every query
 * is written once (experimentQueries.ts) against this interface. DuckDB runs it in process over
 * the local trail; BigQuery runs it in production over tables of the same model (../model.ts).
 */
export interface SqlDialect {
  name: 'duckdb' | 'bigquery'
  /** A relation of the model, as the engine names it. */
  relation(name: 'events' | 'orders' | 'refunds' | 'rates'): string
  /** A named query parameter. */
  param(name: string): string
  /** A timestamp from an ISO-8601 string parameter. */
  timestampParam(name: string): string
  /** A top-level field of a JSON column, as text (null when absent). */
  jsonText(column: string, field: string): string
  /** A timestamp as milliseconds since the epoch (what the report's code reads back). */
  epochMillis(expression: string): string
}

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/
const PARAM = /^[a-z][A-Za-z0-9]*$/

/** Field and parameter names are the code's own, never input: a bad one is a programming error. */
function checked(pattern: RegExp, value: string): string {
  if (!pattern.test(value)) throw new Error(`Not a safe SQL name: '${value}'`)
  return value
}

export const duckdb: SqlDialect = {
  name: 'duckdb',
  relation: (name) => name,
  param: (name) => `$${checked(PARAM, name)}`,
  timestampParam: (name) => `CAST($${checked(PARAM, name)} AS TIMESTAMP)`,
  jsonText: (column, field) => `json_extract_string(${column}, '$.${checked(FIELD, field)}')`,
  epochMillis: (expression) => `epoch_ms(${expression})`,
}

const DATASET = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_]+$/

/** BigQuery over `project.dataset`, whose tables are the model's relations. */
export function bigquery(dataset: string): SqlDialect {
  if (!DATASET.test(dataset)) throw new Error(`A BigQuery dataset is 'project.dataset', got '${dataset}'`)
  return {
    name: 'bigquery',
    relation: (name) => `\`${dataset}.${name}\``,
    param: (name) => `@${checked(PARAM, name)}`,
    timestampParam: (name) => `TIMESTAMP(@${checked(PARAM, name)})`,
    jsonText: (column, field) => `JSON_VALUE(${column}, '$.${checked(FIELD, field)}')`,
    epochMillis: (expression) => `UNIX_MILLIS(${expression})`,
  }
}
