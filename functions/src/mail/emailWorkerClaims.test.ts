import { describe, expect, it } from 'vitest'
import { scheduleEmails } from '../backOffice/emailJobs'
import { openDatabase } from '../db/database'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { claimDueEmailJobs, EMAIL_LEASE_MS, markEmailSent } from './emailJobClaims'
import { runEmailWorkerPass } from './emailWorker'
import { contentOf, job, jobRow, recordingMail, testClock, UNSUBSCRIBE } from './emailWorkerFixture'
import { MAX_EMAIL_ATTEMPTS } from './retryDelay'

describe.each(DATABASE_ENGINES)('mail worker claims on %s', (engine) => {
  const database = useTestDatabase(engine)

  it('a claim takes at most its limit, earliest due first, and leaves the rest pending', async () => {
    const clock = testClock()
    await scheduleEmails(database.db, Array.from({ length: 60 }, (_, index) => job({ recipient: `visitor${index}@example.com`, sendAt: new Date(clock.now().getTime() - (60 - index) * 1000) })))
    const claimed = await claimDueEmailJobs(database.db, clock.now(), 25)
    expect(claimed.map((row) => row.recipient)).toEqual(Array.from({ length: 25 }, (_, index) => `visitor${index}@example.com`))
    expect(await database.db.selectFrom('emailJobs').select('id').where('state', '=', 'pending').execute()).toHaveLength(35)
  })

  it('two workers passing at once over the same jobs send each exactly once', async () => {
    const clock = testClock()
    const jobs = await scheduleEmails(database.db, Array.from({ length: 40 }, (_, index) => job({ recipient: `visitor${index}@example.com` })))
    // Two processes: each its own pool, as two scheduled invocations would have.
    const pools = [openDatabase(database.url, 2), openDatabase(database.url, 2)]
    const mails = [recordingMail(), recordingMail()]
    try {
      const passes = await Promise.all(pools.map((db, index) => runEmailWorkerPass(db, { content: contentOf(), mail: mails[index]!.provider }, { now: clock.now, batchSize: 3, unsubscribe: UNSUBSCRIBE })))
      expect(passes[0]!.sent + passes[1]!.sent).toBe(40)
    } finally {
      await Promise.all(pools.map((db) => db.destroy()))
    }
    const recipients = mails.flatMap((mail) => mail.sent.map((email) => email.to)).sort()
    expect(recipients).toEqual(jobs.map((scheduled) => scheduled.recipient).sort())
    const rows = await database.db.selectFrom('emailJobs').select(['state', 'attempts']).execute()
    expect(rows.every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true)
  })

  it("takes back a crashed worker's job after the lease, and the crashed worker cannot record it", async () => {
    const clock = testClock()
    const mail = recordingMail()
    const [scheduled] = await scheduleEmails(database.db, [job()])
    // A worker claims the job and dies before sending it.
    const [crashed] = await claimDueEmailJobs(database.db, clock.now(), 10)
    expect(crashed).toMatchObject({ id: scheduled!.id, state: 'sending', attempts: 1, claimedAt: clock.now() })

    const pass = () => runEmailWorkerPass(database.db, { content: contentOf(), mail: mail.provider }, { now: clock.now, unsubscribe: UNSUBSCRIBE })
    clock.advance(EMAIL_LEASE_MS - 1)
    expect(await pass()).toMatchObject({ reclaimed: 0, sent: 0 })
    expect((await jobRow(database.db, scheduled!.id)).state).toBe('sending')

    clock.advance(1_001)
    expect(await pass()).toMatchObject({ reclaimed: 1, sent: 1 })
    expect(mail.sent).toHaveLength(1)
    expect(await jobRow(database.db, scheduled!.id)).toMatchObject({ state: 'sent', attempts: 2, claimedAt: null })
    // The crashed worker waking up late changes nothing.
    expect(await markEmailSent(database.db, crashed!, clock.now(), 'late')).toBe(false)
    expect((await jobRow(database.db, scheduled!.id)).messageId).toBe('message-1')
  })

  it('fails a job whose worker crashed on its last attempt', async () => {
    const clock = testClock()
    const [scheduled] = await scheduleEmails(database.db, [job()])
    await database.db.updateTable('emailJobs').set({ attempts: MAX_EMAIL_ATTEMPTS - 1 }).where('id', '=', scheduled!.id).execute()
    await claimDueEmailJobs(database.db, clock.now(), 10)
    clock.advance(EMAIL_LEASE_MS + 1)
    const mail = recordingMail()
    expect(await runEmailWorkerPass(database.db, { content: contentOf(), mail: mail.provider }, { now: clock.now, unsubscribe: UNSUBSCRIBE })).toMatchObject({ reclaimed: 1, sent: 0 })
    expect(await jobRow(database.db, scheduled!.id)).toMatchObject({ state: 'failed', attempts: MAX_EMAIL_ATTEMPTS, lastError: expect.stringContaining('did not finish within 300 s') })
  })
})
