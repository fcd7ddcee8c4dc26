/**
 * The connection to the system of record: PostgreSQL at DATABASE_URL through `pg` and Kysely.
 * Locally `npm start` serves one (scripts/database) and hands its URL to the functions; in
 * production DATABASE_URL names Cloud SQL for PostgreSQL (functions/README.md). One pool per
 * process, created on first use; no URL is an 'unavailable' error naming the variable.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import { CamelCasePlugin, Kysely, PostgresDialect, type LogConfig } from 'kysely'
import pg from 'pg'
import type { Database } from './tables'

export type Db = Kysely<Database>

// numeric stays a string (exact money); bigint counts become numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

/**
 * Connections one process (one Cloud Functions instance) opens at most; many requests of an
 * instance share them. The production settings count on it (runtimeOptions.ts).
 */
export const POOL_SIZE = 5

/** A Kysely handle over a pool of at most `max` connections; `log` is Kysely's (the bench times each query with it). */
export function openDatabase(connectionString: string, max = POOL_SIZE, log?: LogConfig): Db {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 10_000, connectionTimeoutMillis: 5_000 })
  // An idle client's error (the server restarted) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined)
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()], ...(log ? { log } : {}) })
}

let shared: { url: string; db: Db } | undefined

/** The process's database, from DATABASE_URL. */
export function database(env: NodeJS.ProcessEnv = process.env): Db {
  const url = env.DATABASE_URL
  if (!url) throw new HttpsError('unavailable', 'The database is not configured: set DATABASE_URL (npm start does)')
  if (shared?.url !== url) shared = { url, db: openDatabase(url) }
  return shared.db
}
