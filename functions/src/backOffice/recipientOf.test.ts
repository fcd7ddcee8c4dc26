import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { insertOrder } from './backOfficeFixture'
import { recipientOf } from './recipientOf'

describe.each(DATABASE_ENGINES)('recipientOf on %s', (engine) => {
  const database = useTestDatabase(engine)

  it('the paying customer first, then the address the visitor gave, else none; never another visitor’s', async () => {
    await sql`alter table visitors add column if not exists email text`.execute(database.db)
    await sql`insert into visitors (uid, last_seen_at, email) values ('uid-1', now(), 'Given@Example.com'), ('uid-2', now(), null)`.execute(database.db)
    expect(await recipientOf(database.db, 'uid-1', 'leadership')).toBe('given@example.com')
    await insertOrder(database.db, { uid: 'uid-1', email: 'paid@example.com', onboardingType: 'leadership' })
    expect(await recipientOf(database.db, 'uid-1', 'leadership')).toBe('paid@example.com')
    expect(await recipientOf(database.db, 'uid-1', 'deeps')).toBe('given@example.com')
    expect(await recipientOf(database.db, 'uid-2', 'leadership')).toBeNull()
    expect(await recipientOf(database.db, 'uid-3', 'leadership')).toBeNull()
  })

  it('a database without visitors.email answers none instead of failing', async () => {
    await sql`alter table visitors drop column if exists email`.execute(database.db)
    await sql`insert into visitors (uid, last_seen_at) values ('uid-1', now())`.execute(database.db)
    expect(await recipientOf(database.db, 'uid-1', 'leadership')).toBeNull()
  })
})
