/**
 * The system of record for `npm start` and the end-to-end run: DATABASE_URL when it is set (any
 * PostgreSQL, Cloud SQL included), else the embedded default (PGlite under the data folder,
 * served on DATABASE_PORT). Either way the migrations are applied before anything uses it.
 */
import { resolve } from 'node:path'
import { openDatabase } from '../../functions/src/db/database'
import { migrateToLatest } from '../../functions/src/db/migrate'
import { portOf } from '../ports'
import { ROOT } from '../settings'
import { startEmbeddedDatabase } from './embeddedDatabase'

export interface RunningDatabase {
  url: string
  /** 'embedded' (PGlite, data in dataDir) or 'external' (DATABASE_URL). */
  kind: 'embedded' | 'external'
  dataDir: string | null
  applied: string[]
  close(): Promise<void>
}

export function databaseSettings(env: NodeJS.ProcessEnv = process.env) {
  return {
    url: env.DATABASE_URL,
    port: portOf('database', env),
    dataDir: resolve(ROOT, env.DATABASE_DATA_DIR ?? '.data/postgres'),
  }
}

/** Hides the password when a URL is printed. */
export const printableUrl = (url: string) => url.replace(/(\/\/[^:/@]+:)[^@]*@/, '$1***@')

export async function openSystemOfRecord(settings = databaseSettings()): Promise<RunningDatabase> {
  const embedded = settings.url ? undefined : await startEmbeddedDatabase({ port: settings.port, dataDir: settings.dataDir }).catch((error: unknown) => {
    const taken = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE'
    throw new Error(taken ? `Port ${settings.port} for the database is taken; stop that program, or set DATABASE_PORT or DATABASE_URL` : `The embedded database did not start: ${String(error)}`, { cause: error })
  })
  const url = settings.url ?? embedded?.url ?? ''
  const db = openDatabase(url, 1)
  try {
    const applied = await migrateToLatest(db as never)
    return { url, kind: embedded ? 'embedded' : 'external', dataDir: embedded ? settings.dataDir : null, applied, close: async () => void (await embedded?.close()) }
  } catch (error) {
    await embedded?.close()
    throw error
  } finally {
    await db.destroy()
  }
}
