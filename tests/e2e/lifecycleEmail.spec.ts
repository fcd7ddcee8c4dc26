import { expect, test } from '@playwright/test'
import { retryDelayMs } from '../../functions/src/mail/retryDelay'
import { isMarketingEmail } from '../../functions/src/mail/marketingEmail'
import { caughtFor, parsedMessage, unsubscribeUrlOf, waitForCaught, type CaughtMessage } from './fixtures/caughtMail'
import { closeDatabase, emailJob, emailJobsOf, scheduleEmailJob, type EmailJobRow } from './fixtures/database'
import { daysAfter, minutesAfter, sendDueEmails, UNSUBSCRIBE_URL } from './fixtures/emailWorker'
import { startE2eMailCatcher, stopE2eMailCatcher } from './fixtures/mailCatcher'
import { buyYearlyTrial, stubAppStores, uniqueEmail } from './fixtures/purchase'

/**
 * Lifecycle e-mail end to end on `npm start`'s mail parts: a visitor buys in Chromium, the
 * functions emulator fulfils the order (its e-mails go over SMTP to the run's mail catcher) and
 * schedules the follow-ups in the database; the mail worker then runs from this process with its
 * clock moved to when a job is due (fixtures/emailWorker.ts), sending through the same catcher.
 * Each worker pass claims every due job in the database, other tests' too, as the real one does;
 * a test only reads what was sent to its own address.
 */

test.beforeEach(async ({ page }) => stubAppStores(page))
test.afterAll(closeDatabase)

/** The address's pending jobs once fulfilment has scheduled at least `count`, earliest first. */
async function pendingJobs(email: string, count: number): Promise<EmailJobRow[]> {
  const pending = async () => (await emailJobsOf(email)).filter((job) => job.state === 'pending')
  await expect.poll(async () => (await pending()).length, { timeout: 30_000, message: `fulfilment schedules ${count} follow-ups for ${email}` }).toBeGreaterThanOrEqual(count)
  return pending()
}

/** A caught message's purpose header as the job's purpose ('none' is a job without one). */
const purposeOf = (message: CaughtMessage) => (message.headers['x-email-purpose'] === 'none' ? null : (message.headers['x-email-purpose'] ?? null))

test('a parenting buyer unsubscribes with the one-click header: the later marketing e-mails are cancelled and never sent, transactional ones still go', async ({ page, request }) => {
  const email = uniqueEmail('unsubscribe')
  await buyYearlyTrial(page, 'parenting', email)
  // Week 1 and month 1 (and any daily series) are marketing; marketingEmail.ts decides, as the worker does.
  const jobs = await pendingJobs(email, 2)
  const marketing = jobs.filter(isMarketingEmail)
  const transactionalJobs = jobs.filter((job) => !isMarketingEmail(job))
  const [first] = marketing
  const last = jobs.at(-1)!
  expect(marketing.length).toBeGreaterThanOrEqual(2)

  // A minute before the first follow-up is due nothing of it goes; at its time it does.
  await sendDueEmails(minutesAfter(first!.send_at, -1))
  expect(await emailJob(first!.id)).toMatchObject({ state: 'pending', attempts: 0 })
  await sendDueEmails(first!.send_at)
  expect(await emailJob(first!.id)).toMatchObject({ state: 'sent', attempts: 1 })
  const message = await waitForCaught(email, { template: first!.template_key, purpose: 'none' })
  // The header names the emulator's unsubscribe function with the signed token.
  expect(unsubscribeUrlOf(message)).toMatch(new RegExp(`^${UNSUBSCRIBE_URL.replace(/[.?]/g, '\\$&')}\\?token=[\\w-]+\\.[\\w-]+&lang=en$`))
  expect(message.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  // The same link is in the body's footer, for a reader whose mail client shows no button.
  expect((await parsedMessage(message)).html || '').toContain(unsubscribeUrlOf(message).replace(/&/g, '&amp;'))

  // The mail client's one-click unsubscribe (RFC 8058): a POST to the header's address.
  const unsubscribed = await request.post(unsubscribeUrlOf(message), {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(unsubscribed.status()).toBe(200)
  const rest = marketing.slice(1)
  for (const job of rest) expect(await emailJob(job.id)).toMatchObject({ state: 'cancelled', cancel_reason: 'unsubscribed' })

  // A transactional e-mail to the same address, due in the same window, is not stopped.
  const notice = await scheduleEmailJob({ recipient: email, onboardingType: 'parenting', templateKey: 'welcome', purpose: 'legal', language: 'en', sendAt: daysAfter(first!.send_at, 1) })
  // Past the last job's time: only the transactional ones are sent.
  await sendDueEmails(daysAfter(last.send_at, 1))
  for (const job of rest) expect(await emailJob(job.id)).toMatchObject({ state: 'cancelled', sent_at: null })
  for (const id of [notice, ...transactionalJobs.map((job) => job.id)]) expect(await emailJob(id)).toMatchObject({ state: 'sent' })
  const sentNotice = await waitForCaught(email, { purpose: 'legal' })
  expect(sentNotice.headers['list-unsubscribe']).toBeUndefined()
  const caughtMarketing = (await caughtFor(email)).filter((caught) => isMarketingEmail({ purpose: purposeOf(caught) }))
  expect(caughtMarketing.map((caught) => caught.headers['x-template'])).toEqual([first!.template_key])
})

test('the SMTP relay down when a follow-up is due: the job is kept and retried after the back-off, and the e-mail arrives exactly once', async ({ page }) => {
  const email = uniqueEmail('smtp-down')
  await buyYearlyTrial(page, 'leadership', email)
  // Fulfilment's own e-mails are through before the relay goes down.
  await waitForCaught(email, { purpose: 'welcome' })
  const [first] = await pendingJobs(email, 2)
  const due = minutesAfter(first!.send_at, 1)
  // Fulfilment may have sent an e-mail of the same template at once; only the job's own send is counted.
  const before = (await caughtFor(email, { template: first!.template_key })).length

  await stopE2eMailCatcher()
  let retryAt: Date
  try {
    const pass = await sendDueEmails(due)
    expect(pass.retrying).toBeGreaterThanOrEqual(1)
    const failed = await emailJob(first!.id)
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, sent_at: null })
    expect(failed.last_error).toMatch(/ECONNREFUSED|ECONNECTION/)
    // The first back-off: retried a minute after the failed attempt.
    expect(failed.send_at).toEqual(new Date(due.getTime() + retryDelayMs(1)))
    retryAt = failed.send_at
    // Before the back-off ends no pass touches it.
    await sendDueEmails(new Date(retryAt.getTime() - 1000))
    expect(await emailJob(first!.id)).toMatchObject({ state: 'pending', attempts: 1 })
  } finally {
    await startE2eMailCatcher()
  }
  expect(await caughtFor(email, { template: first!.template_key })).toHaveLength(before)

  await sendDueEmails(retryAt)
  expect(await emailJob(first!.id)).toMatchObject({ state: 'sent', attempts: 2, last_error: null })
  await expect.poll(async () => (await caughtFor(email, { template: first!.template_key })).length).toBe(before + 1)
  // Another pass later sends nothing again.
  await sendDueEmails(minutesAfter(retryAt, 10))
  expect(await caughtFor(email, { template: first!.template_key })).toHaveLength(before + 1)
})

/*
 * Room for the lifecycle e-mails the lead's jobs send (scheduled by fulfilment and the funnel,
 * sent by the worker above). Helpers ready for them:
 * - fixtures/purchase.ts buyYearlyTrial(page, funnel, email), visitAs, uniqueEmail;
 * - fixtures/database.ts emailJobsOf(email) (every column), emailJob(id), scheduleEmailJob(...);
 * - fixtures/emailWorker.ts sendDueEmails(at), minutesAfter, daysAfter, wallClockTime(date,
 *   'Europe/Warsaw') and wallClockDate(date, timeZone) for "09:00 Warsaw time next morning";
 * - fixtures/caughtMail.ts caughtFor(email, { template, purpose }), waitForCaught, templateCounts,
 *   parsedMessage (bodies, every header), unsubscribeUrlOf (the one-click POST).
 */
test.describe('lifecycle e-mails scheduled by the funnels (the lead fills these in)', () => {
  // 1. The results e-mail after the visitor gives an e-mail address and leaves.
  // 2. The leadership trial's day-5 reminder (two days before the first charge).
  test.describe('a parentingexp emailChallenge buyer in Warsaw', () => {
    test.use({ timezoneId: 'Europe/Warsaw' })
    // 3. Lesson 1 at 09:00 Warsaw time the next morning, lesson 2 the day after; an unsubscribe stops lesson 3.
  })
})
