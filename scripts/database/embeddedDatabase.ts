/**
 * The embedded default of the system of record: PGlite (PostgreSQL compiled to WASM) with its
 * data in a folder, served over the PostgreSQL wire protocol, so the functions (several worker
 * processes) reach one database with `pg`, exactly as they reach Cloud SQL. Each connection is
 * pglite-socket's handler; the order the connections' messages run in is ours (batchQueue.ts):
 * a query's messages, and a transaction, run together.
 */
import { mkdirSync } from 'node:fs'
import { createServer, type Socket } from 'node:net'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket'
import { BatchQueue } from './batchQueue'

export interface EmbeddedDatabase {
  /** postgres://… for DATABASE_URL. */
  url: string
  port: number
  dataDir: string | null
  close(): Promise<void>
}

/** The handler's queue type is not exported; BatchQueue has every method the handler calls. */
type HandlerQueue = ConstructorParameters<typeof PGLiteSocketHandler>[0]['queryQueue']

/**
 * Starts PGlite on `port` (0 picks a free one). `dataDir` null keeps it in memory (unit tests);
 * a folder keeps the data across restarts.
 */
export async function startEmbeddedDatabase({ port, dataDir, host = '127.0.0.1' }: { port: number; dataDir: string | null; host?: string }): Promise<EmbeddedDatabase> {
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true })
  const db = dataDir === null ? await PGlite.create() : await PGlite.create(dataDir)
  const queue = new BatchQueue(db) as unknown as HandlerQueue
  const handlers = new Set<PGLiteSocketHandler>()
  const server = createServer((socket: Socket) => {
    const handler = new PGLiteSocketHandler({ queryQueue: queue, closeOnDetach: true })
    handlers.add(handler)
    const forget = () => handlers.delete(handler)
    handler.addEventListener('close', forget)
    handler.addEventListener('error', forget)
    handler.attach(socket).catch(() => {
      forget()
      socket.destroy()
    })
  })
  await new Promise<void>((listening, failed) => {
    server.once('error', failed)
    server.listen(port, host, () => listening())
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `postgres://postgres:postgres@${host}:${actualPort}/postgres`,
    port: actualPort,
    dataDir,
    close: async () => {
      await Promise.all([...handlers].map((handler) => handler.detach(true)))
      await new Promise((closed) => server.close(closed))
      await db.close()
    },
  }
}
