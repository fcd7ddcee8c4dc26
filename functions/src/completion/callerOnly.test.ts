import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { insertOrder } from '../backOffice/backOfficeFixture'
import { runCallable } from '../callable'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { fakeContext } from '../fakeContext'
import { useTempSink } from '../sinkFixture'
import { callerOnly } from './callerOnly'
import { seedServices, useTempOutbox } from './completionFixture'
import { scheduleFollowUpEmailsPayload, scheduleFollowUpEmailsWith } from './scheduleFollowUpEmails'
import { sendOnboardingEmailPayload, sendOnboardingEmailWith } from './sendOnboardingEmail'
import { transferToStepwiseAI, transferToStepwiseAIPayload } from './transferToStepwiseAI'

const profile = { answers: { currentRole: ['smallTeamLeader'] } }

describe.each(DATABASE_ENGINES)('the completion callables serve only their caller, on %s', (engine) => {
  const database = useTestDatabase(engine)
  const sinks = useTempSink()
  const outbox = useTempOutbox()

  const options = () => ({ db: () => database.db })
  const send = (authUid: string | null, email: string, userId = 'uid-1') =>
    runCallable('sendOnboardingEmail', sendOnboardingEmailPayload, callerOnly('sendOnboardingEmail', sendOnboardingEmailWith(seedServices), options()), { onboardingType: 'leadership', purpose: 'welcome', email, language: 'en', userId }, fakeContext({ authUid }))
  const schedule = (authUid: string | null, email: string) =>
    runCallable('scheduleFollowUpEmails', scheduleFollowUpEmailsPayload, callerOnly('scheduleFollowUpEmails', scheduleFollowUpEmailsWith(seedServices), options()), { onboardingType: 'leadership', email, language: 'en', userId: 'uid-1' }, fakeContext({ authUid }))
  const transfer = (authUid: string | null, email?: string) =>
    runCallable('transferToStepwiseAI', transferToStepwiseAIPayload, callerOnly('transferToStepwiseAI', transferToStepwiseAI, options()), { onboardingType: 'leadership', userId: 'someone-else', language: 'en', profile, ...(email ? { email } : {}) }, fakeContext({ authUid }))
  const gaveEmail = (uid: string, email: string) => sql`insert into visitors (uid, last_seen_at, email) values (${uid}, now(), ${email})`.execute(database.db)

  it('mails the paying customer of the caller’s confirmed order, whatever the case of the payload’s address, with the token’s uid', async () => {
    await insertOrder(database.db, { uid: 'uid-1', email: 'ada@example.com', onboardingType: 'leadership' })
    await send('uid-1', 'Ada@Example.com', 'forged-uid')
    expect(outbox.records().map((record) => [record.to, record.userId])).toEqual([['ada@example.com', 'uid-1']])
  })

  it('without an order, the address the same visitor gave; another visitor’s address is permission-denied and nothing is sent', async () => {
    await gaveEmail('uid-1', 'ola@example.com')
    await insertOrder(database.db, { uid: 'uid-2', email: 'victim@example.com', onboardingType: 'leadership' })
    await schedule('uid-1', 'ola@example.com')
    expect(new Set(outbox.records().map((record) => record.to))).toEqual(new Set(['ola@example.com']))
    const before = outbox.records().length
    await expect(send('uid-1', 'victim@example.com')).rejects.toMatchObject({ code: 'permission-denied' })
    await expect(schedule('uid-1', 'victim@example.com')).rejects.toMatchObject({ code: 'permission-denied' })
    expect(outbox.records()).toHaveLength(before)
  })

  it('a visitor with no address on record cannot name one', async () => {
    await expect(send('uid-9', 'anyone@example.com')).rejects.toMatchObject({ code: 'permission-denied' })
    expect(outbox.records()).toEqual([])
  })

  it('no token: unauthenticated, nothing sent or counted', async () => {
    await gaveEmail('uid-1', 'ola@example.com')
    await expect(send(null, 'ola@example.com')).rejects.toMatchObject({ code: 'unauthenticated' })
    await expect(transfer(null)).rejects.toMatchObject({ code: 'unauthenticated' })
    expect(outbox.records()).toEqual([])
    expect(sinks.lines('aiMentorTransfers')).toEqual([])
    expect(await database.db.selectFrom('callCounts').selectAll().execute()).toEqual([])
  })

  it('the sixth call in an hour is resource-exhausted', async () => {
    await gaveEmail('uid-1', 'ola@example.com')
    for (let n = 0; n < 5; n += 1) await send('uid-1', 'ola@example.com')
    await expect(send('uid-1', 'ola@example.com')).rejects.toMatchObject({ code: 'resource-exhausted' })
    expect(outbox.records()).toHaveLength(5)
  })

  it('the mentor hand-over: the token’s uid and the recorded address; another address refused; none given is still handed over', async () => {
    await gaveEmail('uid-1', 'ola@example.com')
    await transfer('uid-1', 'OLA@example.com')
    await expect(transfer('uid-1', 'victim@example.com')).rejects.toMatchObject({ code: 'permission-denied' })
    await transfer('uid-7')
    expect(sinks.lines('aiMentorTransfers')).toEqual([
      expect.objectContaining({ authUid: 'uid-1', userId: 'uid-1', email: 'ola@example.com' }),
      expect.not.objectContaining({ email: expect.anything() }),
    ])
  })
})
