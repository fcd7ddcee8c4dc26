/**
 * Applies the migrations in order. They are imported, not read from a folder, because the
 * functions ship as one bundle (scripts/buildFunctions.ts); a new migration is a new file in
 * migrations/ and one line here. Kysely's migrator takes a lock, so two processes starting at
 * once apply each migration once.
 */
import type { Kysely } from 'kysely'
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration'
import * as backOffice from './migrations/001_backOffice'
import * as visitorEmail from './migrations/002_visitorEmail'
import * as emailWorker from './migrations/003_emailWorker'
import * as unsubscribe from './migrations/004_unsubscribe'
import * as lifecycle from './migrations/005_lifecycle'
import * as callCountWindows from './migrations/006_callCountWindows'
import * as consent from './migrations/007_consent'

export const MIGRATIONS: Record<string, Migration> = {
  '001_backOffice': backOffice,
  '002_visitorEmail': visitorEmail,
  '003_emailWorker': emailWorker,
  '004_unsubscribe': unsubscribe,
  '005_lifecycle': lifecycle,
  '006_callCountWindows': callCountWindows,
  '007_consent': consent,
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS }

/** Brings the database to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName)
}
