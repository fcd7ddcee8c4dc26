/**
 * The production model in BigQuery, as DDL the team runs once per dataset (README, "Experiment
 * reports in production"): the `events` table the functions stream into, the fixed `rates`, and
 * `orders` and `refunds` as views over the back office in Cloud SQL through a BigQuery
 * connection (EXTERNAL_QUERY), so the report reads the system of record without a copy job.
 */
import { REPORT_RATES } from '../model'

const DATASET = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_]+$/
const CONNECTION = /^[A-Za-z0-9_-]+\.[a-z0-9-]+\.[A-Za-z0-9_-]+$/

/** DDL for `project.dataset`, reading the back office through `project.region.connection`. */
export function bigQuerySetupSql(dataset: string, connection: string): string[] {
  if (!DATASET.test(dataset)) throw new Error(`A BigQuery dataset is 'project.dataset', got '${dataset}'`)
  if (!CONNECTION.test(connection)) throw new Error(`A BigQuery connection is 'project.region.connection', got '${connection}'`)
  const rates = Object.entries(REPORT_RATES)
    .map(([currency, rate]) => `('${currency}', ${rate})`)
    .join(', ')
  return [
    `CREATE TABLE IF NOT EXISTS \`${dataset}.events\` (received_at TIMESTAMP NOT NULL, name STRING NOT NULL, visitor_id STRING, session_id STRING, funnel STRING, params JSON)
PARTITION BY DATE(received_at) CLUSTER BY funnel, name`,
    `CREATE OR REPLACE TABLE \`${dataset}.rates\` AS SELECT currency, rate FROM UNNEST([STRUCT<currency STRING, rate FLOAT64>${rates}])`,
    `CREATE OR REPLACE VIEW \`${dataset}.orders\` AS SELECT * FROM EXTERNAL_QUERY('${connection}',
  '''SELECT id::text AS id, uid AS visitor_id, onboarding_type AS funnel, kind::text AS kind, amount::float8 AS amount, currency, confirmed_at FROM orders''')`,
    `CREATE OR REPLACE VIEW \`${dataset}.refunds\` AS SELECT * FROM EXTERNAL_QUERY('${connection}',
  '''SELECT order_id::text AS order_id, amount::float8 AS amount, currency, refunded_at FROM refunds WHERE status = 'succeeded' AND refunded_at IS NOT NULL''')`,
  ]
}
