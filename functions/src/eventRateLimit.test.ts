import { describe, expect, it } from 'vitest'
import { runCallable } from './callable'
import { DATABASE_ENGINES, useTestDatabase } from './db/dbTestKit'
import type { Db } from './db/database'
import { EVENT_CALL_LIMIT, limitEvents } from './eventRateLimit'
import { fakeContext } from './fakeContext'
import { saveLog, saveLogPayload } from './saveLog'
import { useTempSink } from './sinkFixture'

const T0 = new Date('2026-05-04T10:00:00Z')

describe.each(DATABASE_ENGINES)('the event callables’ rate limit on %s', (engine) => {
  const database = useTestDatabase(engine)
  const sink = useTempSink()
  const clock = { now: T0 }
  const limited = (limit = { max: 3, windowMs: 10 * 60 * 1000 }, db: () => Db = () => database.db) =>
    limitEvents('saveLog', (payload: Parameters<typeof saveLog>[0], context) => saveLog(payload, context, { db: () => database.db, env: {} }), { db, limit, now: () => clock.now })
  const call = (handler: ReturnType<typeof limited>, context = fakeContext({ authUid: 'uid-1' })) => runCallable('saveLog', saveLogPayload, handler, { name: 'Visited: landing', userId: 'u' }, context)

  it('is generous: 600 calls per visitor and callable in 10 minutes', () => {
    expect(EVENT_CALL_LIMIT).toEqual({ max: 600, windowMs: 600_000 })
  })

  it('past the limit a visitor’s calls are resource-exhausted and leave no line; other visitors and the next window are served', async () => {
    clock.now = T0
    const handler = limited()
    for (let index = 0; index < 3; index += 1) await call(handler)
    await expect(call(handler)).rejects.toMatchObject({ code: 'resource-exhausted', message: 'saveLog: at most 3 calls per visitor until 2026-05-04T10:10:00.000Z' })
    expect(sink.lines('saveLog')).toHaveLength(3)
    await expect(call(handler, fakeContext({ authUid: 'uid-2' }))).resolves.toEqual({ ok: true })
    clock.now = new Date(T0.getTime() + 10 * 60 * 1000)
    await expect(call(handler)).resolves.toEqual({ ok: true })
  })

  it('a call without a token is counted against its IP address', async () => {
    clock.now = T0
    const handler = limited({ max: 1, windowMs: 60_000 })
    const anonymous = fakeContext({ clientIp: '203.0.113.9' })
    await call(handler, anonymous)
    await expect(call(handler, anonymous)).rejects.toMatchObject({ code: 'resource-exhausted' })
    await expect(call(handler, fakeContext({ clientIp: '203.0.113.10' }))).resolves.toEqual({ ok: true })
    expect(await database.db.selectFrom('callCounts').select(['uid', 'count']).orderBy('uid').execute()).toEqual([
      { uid: 'ip:203.0.113.10', count: 1 },
      { uid: 'ip:203.0.113.9', count: 2 },
    ])
  })

  it('a database that cannot count never costs the event trail a line', async () => {
    const broken = () => {
      throw new Error('connection refused')
    }
    await expect(call(limited(undefined, broken))).resolves.toEqual({ ok: true })
    expect(sink.lines('saveLog')).toHaveLength(1)
  })
})
