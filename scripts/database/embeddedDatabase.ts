/**
 * The embedded default of the system of record: PGlite (PostgreSQL compiled to WASM) with its
 * data in a folder, served over the PostgreSQL wire protocol by pglite-socket, so the functions
 * (several worker processes) reach one database with `pg`, exactly as they reach Cloud SQL.
 * The socket server runs one query at a time and keeps a transaction to the connection that
 * opened it, so transactions from different connections never interleave.
 */
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

export interface EmbeddedDatabase {
  /** postgres://… for DATABASE_URL. */
  url: string
  port: number
  dataDir: string | null
  close(): Promise<void>
}

/**
 * Starts PGlite on `port` (0 picks a free one). `dataDir` null keeps it in memory (unit tests);
 * a folder keeps the data across restarts.
 */
export async function startEmbeddedDatabase({ port, dataDir, host = '127.0.0.1' }: { port: number; dataDir: string | null; host?: string }): Promise<EmbeddedDatabase> {
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true })
  const db = dataDir === null ? await PGlite.create() : await PGlite.create(dataDir)
  // Each functions worker keeps a small pool; 100 leaves room for all of them and the scripts.
  const server = new PGLiteSocketServer({ db, port, host, maxConnections: 100 })
  await server.start()
  const [, boundPort] = server.getServerConn().split(':')
  const actualPort = Number(boundPort)
  return {
    url: `postgres://postgres:postgres@${host}:${actualPort}/postgres`,
    port: actualPort,
    dataDir,
    close: async () => {
      await server.stop()
      await db.close()
    },
  }
}
