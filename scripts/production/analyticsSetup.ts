/**
 * `npx tsx scripts/production/analyticsSetup.ts <project.dataset> <project.region.connection>`:
 * prints the BigQuery DDL of the experiment report's production model (the events table the
 * functions stream into, the rates, the back office as views through the Cloud SQL connection),
 * one statement per paragraph, for `bq query --use_legacy_sql=false` or the BigQuery console.
 */
import { bigQuerySetupSql } from '../../functions/src/analytics/bigquery/bigQuerySetup'

const [dataset, connection] = process.argv.slice(2)
if (!dataset || !connection) {
  console.error('Usage: npx tsx scripts/production/analyticsSetup.ts <project.dataset> <project.region.connection>')
  process.exitCode = 2
} else {
  try {
    console.log(bigQuerySetupSql(dataset, connection).map((statement) => `${statement};`).join('\n\n'))
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 2
  }
}
