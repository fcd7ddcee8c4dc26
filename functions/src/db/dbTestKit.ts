/**
 * Real databases for unit tests: every suite that touches SQL runs once on the embedded default
 * (PGlite over the wire protocol, in memory) and once on Debian's PostgreSQL server (a throw-away
 * cluster), both reached through `pg` and Kysely exactly as the functions reach them. Tables are
 * emptied before each test; the migrations run once per engine and file.
 *
 *   describe.each(DATABASE_ENGINES)('on %s', (engine) => {
 *     const database = useTestDatabase(engine)
 *     it('…', async () => { await database.db.insertInto(…) })
 *   })
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { startEmbeddedDatabase } from '../../../scripts/database/embeddedDatabase'
import { freePort } from '../../../scripts/database/freePort'
import { startPostgresServer } from '../../../scripts/database/postgresServer'
import { openDatabase, type Db } from './database'
import { migrateToLatest } from './migrate'

export const DATABASE_ENGINES = ['PGlite', 'PostgreSQL server'] as const
export type DatabaseEngine = (typeof DATABASE_ENGINES)[number]

export async function startTestDatabase(engine: DatabaseEngine): Promise<{ url: string; close(): Promise<void> }> {
  return engine === 'PGlite' ? startEmbeddedDatabase({ port: 0, dataDir: null }) : startPostgresServer(await freePort())
}

/** Empties every table the migrations made (not Kysely's own bookkeeping). */
export async function emptyTables(db: Db): Promise<void> {
  const { rows } = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'`.execute(db)
  if (rows.length > 0) await sql.raw(`truncate ${rows.map((row) => `"${row.tablename}"`).join(', ')} cascade`).execute(db)
}

export interface TestDatabase {
  readonly db: Db
  readonly url: string
}

/** Starts the engine for the file, migrates it, and empties it before each test. */
export function useTestDatabase(engine: DatabaseEngine): TestDatabase {
  let server: { url: string; close(): Promise<void> } | undefined
  let db: Db | undefined
  beforeAll(async () => {
    server = await startTestDatabase(engine)
    db = openDatabase(server.url, 4)
    await migrateToLatest(db as never)
  }, 60_000)
  beforeEach(async () => {
    if (db) await emptyTables(db)
  })
  afterAll(async () => {
    await db?.destroy()
    await server?.close()
  })
  return {
    get db() {
      if (!db) throw new Error('The test database is not started yet (use it inside a test)')
      return db
    },
    get url() {
      if (!server) throw new Error('The test database is not started yet (use it inside a test)')
      return server.url
    },
  }
}
