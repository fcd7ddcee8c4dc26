import { describe, expect, it } from 'vitest'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { DEFAULT_CALL_LIMIT, limitCalls } from './limitCalls'
import { pruneCallCounts } from './pruneCallCounts'

const at = (iso: string) => new Date(iso)

describe.each(DATABASE_ENGINES)('pruneCallCounts on %s', (engine) => {
  const database = useTestDatabase(engine)
  const windows = async () => (await database.db.selectFrom('callCounts').select(['uid', 'windowStart']).orderBy('windowStart').execute()).map((row) => `${row.uid}@${row.windowStart.toISOString()}`)

  it('deletes the windows that started more than a day ago and keeps the rest', async () => {
    await limitCalls(database.db, 'uid-old', 'saveLog', DEFAULT_CALL_LIMIT, at('2026-03-01T08:30:00Z'))
    await limitCalls(database.db, 'uid-day', 'saveLog', DEFAULT_CALL_LIMIT, at('2026-03-01T11:10:00Z'))
    await limitCalls(database.db, 'uid-now', 'saveLog', DEFAULT_CALL_LIMIT, at('2026-03-02T10:05:00Z'))

    expect(await pruneCallCounts(database.db, at('2026-03-02T10:06:00Z'))).toBe(1)
    expect(await windows()).toEqual(['uid-day@2026-03-01T11:00:00.000Z', 'uid-now@2026-03-02T10:00:00.000Z'])
    expect(await pruneCallCounts(database.db, at('2026-03-02T10:06:00Z'))).toBe(0)
  })

  it('never forgets an open window: a visitor at the limit stays limited after a prune', async () => {
    const now = at('2026-03-02T10:30:00Z')
    for (let n = 0; n < DEFAULT_CALL_LIMIT.max; n += 1) await limitCalls(database.db, 'uid-1', 'requestRefund', DEFAULT_CALL_LIMIT, now)
    await pruneCallCounts(database.db, now)
    await expect(limitCalls(database.db, 'uid-1', 'requestRefund', DEFAULT_CALL_LIMIT, now)).rejects.toMatchObject({ code: 'resource-exhausted' })
  })
})
