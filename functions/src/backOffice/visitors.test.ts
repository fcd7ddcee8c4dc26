import { describe, expect, it } from 'vitest'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { assignmentsOf, emailOf, recordAssignments, recordVisitor } from './visitors'

describe.each(DATABASE_ENGINES)('visitors on %s', (engine) => {
  const database = useTestDatabase(engine)

  it('keep the first country, language and e-mail until a new one is known', async () => {
    await recordVisitor(database.db, { uid: 'u1', country: 'PL', language: 'pl' })
    await recordVisitor(database.db, { uid: 'u1', email: 'Ada@Example.com' })
    expect(await database.db.selectFrom('visitors').select(['country', 'language', 'email']).executeTakeFirstOrThrow()).toEqual({ country: 'PL', language: 'pl', email: 'ada@example.com' })
    expect(await emailOf(database.db, 'u1')).toBe('ada@example.com')
    expect(await emailOf(database.db, 'nobody')).toBeNull()
  })

  it('exposures and server choices: the first write wins; a tester switch overwrites; funnels apart', async () => {
    await recordAssignments(database.db, 'u1', 'leadership', { pricingSetKey: 'default' }, 'exposure')
    await recordAssignments(database.db, 'u1', 'leadership', { pricingSetKey: 'second' }, 'exposure')
    await recordAssignments(database.db, 'u1', 'leadership', { pricingSetKey: 'second', payWallTypeKey: 'x' }, 'server')
    await recordAssignments(database.db, 'u1', 'parentingexp', { pricingSetKey: 'low' }, 'exposure')
    expect(await assignmentsOf(database.db, 'u1', 'leadership')).toEqual({ pricingSetKey: 'default', payWallTypeKey: 'x' })
    expect(await assignmentsOf(database.db, 'u1', 'parentingexp')).toEqual({ pricingSetKey: 'low' })
    await recordAssignments(database.db, 'u1', 'leadership', { pricingSetKey: 'second' }, 'tester')
    expect(await assignmentsOf(database.db, 'u1', 'leadership')).toEqual({ pricingSetKey: 'second', payWallTypeKey: 'x' })
    expect(await database.db.selectFrom('abAssignments').select('source').where('testKey', '=', 'pricingSetKey').where('onboardingType', '=', 'leadership').executeTakeFirst()).toEqual({ source: 'tester' })
  })
})
