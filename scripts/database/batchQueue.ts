/**
 * The order in which PGlite (one session) runs the wire messages of many connections. A query in
 * the extended protocol is several messages (Parse, Bind, Describe, Execute, then Sync), and
 * pglite-socket's own queue interleaves connections between them: another connection's BEGIN
 * between a Parse and its Bind replaces the unnamed statement, so a client gets another query's
 * rows, "unnamed prepared statement does not exist", or hangs. This queue gives the session to
 * one connection from its first message until its Sync (or a simple Query), and for as long as
 * it has a transaction open, so each connection sees the database as a server would show it.
 */
import type { PGlite } from '@electric-sql/pglite'

/** Frontend messages that continue an extended-protocol batch: Parse, Bind, Describe, Execute, Close, Flush. */
const CONTINUES_BATCH = new Set([...'PBDECH'].map((letter) => letter.charCodeAt(0)))

interface Queued {
  handlerId: number
  message: Uint8Array
  onData: (data: Uint8Array) => void
  resolve: (bytes: number) => void
  reject: (error: unknown) => void
}

/** The methods PGLiteSocketHandler calls on its queue. */
export class BatchQueue {
  private queue: Queued[] = []
  private running = false
  /** The connection that holds the session: mid-batch or mid-transaction. */
  private owner: number | null = null

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject })
      void this.run()
    })
  }

  getQueueLength(): number {
    return this.queue.length
  }

  clearQueueForHandler(handlerId: number): void {
    this.queue = this.queue.filter((item) => {
      if (item.handlerId !== handlerId) return true
      item.reject(new Error('Handler disconnected'))
      return false
    })
  }

  /** A connection that went away gives the session back, rolling back what it left open. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK')
    this.owner = null
    void this.run()
  }

  /** The owner's next message, or (with no owner) the oldest; undefined while the owner has sent nothing yet. */
  private next(): Queued | undefined {
    const index = this.owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === this.owner)
    return index === -1 ? undefined : this.queue.splice(index, 1)[0]
  }

  private async run(): Promise<void> {
    if (this.running) return
    this.running = true
    try {
      for (let item = this.next(); item; item = this.next()) {
        const current = item
        let bytes = 0
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(current.message, {
              onRawData: (data) => {
                bytes += data.length
                current.onData(data)
              },
            }),
          )
          current.resolve(bytes)
        } catch (error) {
          current.reject(error)
        }
        const type = current.message[0] ?? 0
        this.owner = CONTINUES_BATCH.has(type) || this.db.isInTransaction() ? current.handlerId : null
      }
    } finally {
      this.running = false
    }
  }
}
