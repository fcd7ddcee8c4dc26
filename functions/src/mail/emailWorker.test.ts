import { describe, expect, it } from 'vitest'
import { cancelPendingEmails, scheduleEmails } from '../backOffice/emailJobs'
import { insertOrder } from '../backOffice/backOfficeFixture'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { PermanentEmailError } from './emailFailure'
import { runEmailWorkerPass } from './emailWorker'
import { contentOf, job, jobRow, recordingMail, START, testClock, UNSUBSCRIBE } from './emailWorkerFixture'
import { MAX_EMAIL_ATTEMPTS, RETRY_DELAYS_MS } from './retryDelay'

const MINUTE = 60_000

describe.each(DATABASE_ENGINES)('the mail worker on %s', (engine) => {
  const database = useTestDatabase(engine)

  function worker() {
    const clock = testClock()
    const mail = recordingMail()
    const pass = () => runEmailWorkerPass(database.db, { content: contentOf(), mail: mail.provider }, { now: clock.now, unsubscribe: UNSUBSCRIBE })
    return { clock, mail, pass }
  }

  it('sends due jobs once, and a future one only when the clock reaches it', async () => {
    const { clock, mail, pass } = worker()
    const [due, later] = await scheduleEmails(database.db, [job(), job({ recipient: 'bo@example.com', sendAt: new Date(START.getTime() + 60 * MINUTE) })])
    expect(await pass()).toMatchObject({ sent: 1, retrying: 0, failed: 0 })
    expect(mail.sent.map((email) => email.to)).toEqual(['ada@example.com'])
    expect(mail.sent[0]).toMatchObject({ subject: 'Your first week, ada@example.com', templateKey: 'followUpWeek1', language: 'en', onboardingType: 'leadership', plugin: 'followUp' })
    expect(mail.sent[0]!.html).toContain('Hello from Leadership.')
    expect(await jobRow(database.db, due!.id)).toMatchObject({ state: 'sent', sentAt: START, attempts: 1, messageId: 'message-1', lastError: null })

    expect(await pass()).toMatchObject({ sent: 0 })
    clock.advance(59 * MINUTE)
    expect(await pass()).toMatchObject({ sent: 0 })
    expect((await jobRow(database.db, later!.id)).state).toBe('pending')
    clock.advance(MINUTE)
    expect(await pass()).toMatchObject({ sent: 1 })
    expect(mail.sent.map((email) => email.to)).toEqual(['ada@example.com', 'bo@example.com'])
  })

  it('retries a failed send with back-off, then sends it', async () => {
    const { clock, mail, pass } = worker()
    const [scheduled] = await scheduleEmails(database.db, [job()])
    mail.state.failWith = () => Object.assign(new Error('Connection refused'), { code: 'ESOCKET' })
    expect(await pass()).toMatchObject({ retrying: 1 })
    expect(await jobRow(database.db, scheduled!.id)).toMatchObject({ state: 'pending', attempts: 1, lastError: '[ESOCKET] Connection refused', sendAt: new Date(START.getTime() + RETRY_DELAYS_MS[0]!) })

    clock.advance(RETRY_DELAYS_MS[0]! - 1)
    expect(await pass()).toMatchObject({ retrying: 0, sent: 0 })
    clock.advance(1)
    expect(await pass()).toMatchObject({ retrying: 1 })
    expect((await jobRow(database.db, scheduled!.id)).sendAt).toEqual(new Date(clock.now().getTime() + RETRY_DELAYS_MS[1]!))

    mail.state.failWith = () => undefined
    clock.advance(RETRY_DELAYS_MS[1]!)
    expect(await pass()).toMatchObject({ sent: 1 })
    expect(mail.sent).toHaveLength(1)
    expect(await jobRow(database.db, scheduled!.id)).toMatchObject({ state: 'sent', attempts: 3, lastError: null, sentAt: clock.now() })
  })

  it("gives up after the maximum attempts with the last error on the job", async () => {
    const { clock, mail, pass } = worker()
    const [scheduled] = await scheduleEmails(database.db, [job()])
    mail.state.failWith = () => Object.assign(new Error('Service not available'), { responseCode: 421 })
    for (let attempt = 1; attempt < MAX_EMAIL_ATTEMPTS; attempt += 1) {
      expect(await pass()).toMatchObject({ retrying: 1 })
      clock.advance(RETRY_DELAYS_MS[attempt - 1]!)
    }
    expect(await pass()).toMatchObject({ failed: 1 })
    expect(await jobRow(database.db, scheduled!.id)).toMatchObject({
      state: 'failed',
      attempts: MAX_EMAIL_ATTEMPTS,
      lastError: `[SMTP 421] Service not available (gave up after ${MAX_EMAIL_ATTEMPTS} attempts)`,
    })
    clock.advance(24 * 60 * MINUTE)
    expect(await pass()).toMatchObject({ sent: 0, retrying: 0, failed: 0 })
  })

  it('fails a permanent failure at once: a provider\'s hard bounce, an unknown template, an unknown funnel; an invalid address is recorded failed when the job is made', async () => {
    const { mail, pass } = worker()
    const [bounced, unknownTemplate, invalid, unknownFunnel] = await scheduleEmails(database.db, [
      job({ recipient: 'gone@example.com' }),
      job({ templateKey: 'courseAccess' }),
      job({ recipient: 'not an address' }),
      job({ onboardingType: 'nosuchfunnel' }),
    ])
    mail.state.failWith = (email) => (email.to === 'gone@example.com' ? Object.assign(new Error('550 5.1.1 User unknown'), { responseCode: 550, permanent: true }) : undefined)
    expect(await jobRow(database.db, invalid!.id)).toMatchObject({ state: 'failed', attempts: 0, lastError: 'Invalid recipient address "not an address"' })
    expect(await pass()).toMatchObject({ failed: 3, sent: 0, retrying: 0 })
    expect(mail.sent).toEqual([])
    expect(await jobRow(database.db, bounced!.id)).toMatchObject({ state: 'failed', attempts: 1, lastError: '[SMTP 550] 550 5.1.1 User unknown' })
    expect(await jobRow(database.db, unknownTemplate!.id)).toMatchObject({ state: 'failed', attempts: 1, lastError: 'Funnel "leadership" has no published e-mail template "courseAccess"' })
    expect(await jobRow(database.db, unknownFunnel!.id)).toMatchObject({ state: 'failed', attempts: 1, lastError: 'Unknown funnel "nosuchfunnel"' })
  })

  it('treats a PermanentEmailError thrown by the provider as permanent', async () => {
    const { mail, pass } = worker()
    const [scheduled] = await scheduleEmails(database.db, [job()])
    mail.state.failWith = () => new PermanentEmailError('Mailbox disabled')
    expect(await pass()).toMatchObject({ failed: 1 })
    expect(await jobRow(database.db, scheduled!.id)).toMatchObject({ state: 'failed', lastError: 'Mailbox disabled' })
  })

  it('never sends a job cancelled while pending, also one waiting for its retry', async () => {
    const { clock, mail, pass } = worker()
    const orderId = await insertOrder(database.db, { uid: 'visitor-1', email: 'ada@example.com', onboardingType: 'leadership' })
    const [cancelledAhead, retried] = await scheduleEmails(database.db, [job({ orderId, sendAt: new Date(START.getTime() + MINUTE) }), job({ orderId })])
    mail.state.failWith = () => new Error('Timeout')
    expect(await pass()).toMatchObject({ retrying: 1 })
    expect(await cancelPendingEmails(database.db, orderId, 'refund', clock.now())).toBe(2)
    mail.state.failWith = () => undefined
    clock.advance(24 * 60 * MINUTE)
    expect(await pass()).toMatchObject({ sent: 0, retrying: 0, failed: 0 })
    expect(mail.sent).toEqual([])
    for (const { id } of [cancelledAhead!, retried!]) expect(await jobRow(database.db, id)).toMatchObject({ state: 'cancelled', cancelReason: 'refund', sentAt: null })
  })

  it('sends Polish where the template has it and English where the Polish translation is missing', async () => {
    const { mail, pass } = worker()
    await scheduleEmails(database.db, [job({ language: 'pl-PL' }), job({ language: 'pl', templateKey: 'dailyTips', recipient: 'bo@example.com' })])
    expect(await pass()).toMatchObject({ sent: 2 })
    const byTemplate = Object.fromEntries(mail.sent.map((email) => [email.templateKey, email]))
    expect(byTemplate.followUpWeek1).toMatchObject({ subject: 'Twój pierwszy tydzień, ada@example.com', language: 'pl' })
    expect(byTemplate.followUpWeek1!.html).toContain('Cześć od Leadership.')
    expect(byTemplate.dailyTips).toMatchObject({ subject: 'Tip of the day' })
    expect(byTemplate.dailyTips!.html).toContain('Breathe before you answer.')
  })
})
