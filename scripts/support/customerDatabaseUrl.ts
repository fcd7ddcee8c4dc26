import { databaseSettings } from '../database/openDatabase'

/** The database to read: DATABASE_URL, or npm start's embedded default on DATABASE_PORT (5433). */
export function customerDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const settings = databaseSettings(env)
  return settings.url || `postgres://postgres:postgres@127.0.0.1:${settings.port}/postgres`
}
