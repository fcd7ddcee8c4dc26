import { describe, expect, it } from 'vitest'
import { scheduleEmails } from '../backOffice/emailJobs'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { job } from '../mail/emailWorkerFixture'
import { cancelEmailsOfDeletedVisitor } from './visitorDeleted'

describe.each(DATABASE_ENGINES)('a deleted account on %s', (engine) => {
  const database = useTestDatabase(engine)

  it("cancels the visitor's pending jobs, transactional too, and leaves sent jobs and other visitors alone", async () => {
    const [weekly, reminder, other] = await scheduleEmails(database.db, [job(), job({ templateKey: 'welcome', purpose: 'trial_reminder' }), job({ uid: 'visitor-2', recipient: 'bo@example.com' })])
    await database.db.updateTable('emailJobs').set({ state: 'sent' }).where('id', '=', reminder!.id).execute()
    const [pendingReminder] = await scheduleEmails(database.db, [job({ purpose: 'trial_reminder' })])
    expect(await cancelEmailsOfDeletedVisitor(database.db, 'visitor-1')).toBe(2)
    const state = async (id: string) => (await database.db.selectFrom('emailJobs').select(['state', 'cancelReason']).where('id', '=', id).executeTakeFirstOrThrow())
    expect(await state(weekly!.id)).toEqual({ state: 'cancelled', cancelReason: 'account deleted' })
    expect(await state(pendingReminder!.id)).toEqual({ state: 'cancelled', cancelReason: 'account deleted' })
    expect((await state(reminder!.id)).state).toBe('sent')
    expect((await state(other!.id)).state).toBe('pending')
  })
})
