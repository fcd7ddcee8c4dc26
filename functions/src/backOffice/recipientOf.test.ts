import { describe, expect, it } from 'vitest'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { insertOrder } from './backOfficeFixture'
import { recipientOf } from './recipientOf'

describe.each(DATABASE_ENGINES)('recipientOf on %s', (engine) => {
  const database = useTestDatabase(engine)

  it('the paying customer first, then the address the visitor gave, else none; never another visitor’s', async () => {
    await database.db
      .insertInto('visitors')
      .values([
        { uid: 'uid-1', lastSeenAt: new Date(), email: 'given@example.com' },
        { uid: 'uid-2', lastSeenAt: new Date(), email: null },
      ])
      .execute()
    expect(await recipientOf(database.db, 'uid-1', 'leadership')).toBe('given@example.com')
    await insertOrder(database.db, { uid: 'uid-1', email: 'paid@example.com', onboardingType: 'leadership' })
    expect(await recipientOf(database.db, 'uid-1', 'leadership')).toBe('paid@example.com')
    expect(await recipientOf(database.db, 'uid-1', 'deeps')).toBe('given@example.com')
    expect(await recipientOf(database.db, 'uid-2', 'leadership')).toBeNull()
    expect(await recipientOf(database.db, 'uid-3', 'leadership')).toBeNull()
  })
})
