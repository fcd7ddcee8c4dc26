import { describe, expect, it } from 'vitest'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { limitCalls } from './limitCalls'

const HOUR = 60 * 60 * 1000
const at = (iso: string) => new Date(iso)

describe.each(DATABASE_ENGINES)('limitCalls on %s', (engine) => {
  const database = useTestDatabase(engine)
  const call = (uid: string, callable: string, when: string) => limitCalls(database.db, uid, callable, { max: 5, windowMs: HOUR }, at(when))

  it('allows five calls an hour per visitor and callable; the sixth is resource-exhausted, the next hour starts again', async () => {
    for (let n = 1; n <= 5; n += 1) expect(await call('uid-1', 'sendOnboardingEmail', '2026-03-01T10:0' + n + ':00Z')).toBe(n)
    await expect(call('uid-1', 'sendOnboardingEmail', '2026-03-01T10:59:00Z')).rejects.toMatchObject({ code: 'resource-exhausted', message: expect.stringContaining('2026-03-01T11:00:00.000Z') })
    expect(await call('uid-2', 'sendOnboardingEmail', '2026-03-01T10:59:00Z')).toBe(1)
    expect(await call('uid-1', 'scheduleFollowUpEmails', '2026-03-01T10:59:00Z')).toBe(1)
    expect(await call('uid-1', 'sendOnboardingEmail', '2026-03-01T11:00:00Z')).toBe(1)
  })

  it('counts concurrent calls exactly', async () => {
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => call('uid-1', 'transferToStepwiseAI', '2026-03-01T10:00:00Z')))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5)
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(3)
    expect(await database.db.selectFrom('callCounts').select('count').execute()).toEqual([{ count: 8 }])
  })
})
