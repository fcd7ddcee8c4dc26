import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embeddedDatabase'

describe('the embedded database over the wire protocol', () => {
  let database: EmbeddedDatabase
  let pool: pg.Pool
  beforeAll(async () => {
    database = await startEmbeddedDatabase({ port: 0, dataDir: null })
    pool = new pg.Pool({ connectionString: database.url, max: 4 })
  }, 60_000) // PostgreSQL in WASM takes seconds to boot on a busy 2-core machine
  afterAll(async () => {
    await pool.end()
    await database.close()
  })

  it('answers every connection its own rows while others run parameterised queries and transactions at once', async () => {
    // Extended-protocol queries (Parse, Bind, Execute, Sync) from four connections, two of them in
    // transactions: interleaved messages would give one query another's statement or rows.
    const one = async (index: number) => {
      const client = await pool.connect()
      try {
        const inTransaction = index % 2 === 0
        if (inTransaction) await client.query('begin')
        const { rows } = await client.query<{ a: number; b: string }>('select $1::int as a, $2::text as b', [index, `row ${index}`])
        if (inTransaction) await client.query('commit')
        return rows[0]
      } finally {
        client.release()
      }
    }
    const answers = await Promise.all(Array.from({ length: 200 }, (_, index) => one(index)))
    expect(answers).toEqual(Array.from({ length: 200 }, (_, index) => ({ a: index, b: `row ${index}` })))
  })

  it('keeps a transaction to its connection: another connection does not see its rows before the commit', async () => {
    await pool.query('create table if not exists kept (n int)')
    const writer = await pool.connect()
    try {
      await writer.query('begin')
      await writer.query('insert into kept values ($1)', [1])
      const seen = pool.query<{ count: number }>('select count(*)::int as count from kept')
      await writer.query('commit')
      expect((await seen).rows[0]?.count).toBe(1)
    } finally {
      writer.release()
    }
  })
})
