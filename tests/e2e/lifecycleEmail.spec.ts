import { expect, test } from '@playwright/test'
import { retryDelayMs } from '../../functions/src/mail/retryDelay'
import { isMarketingEmail } from '../../functions/src/mail/marketingEmail'
import { caughtFor, parsedMessage, unsubscribeUrlOf, waitForCaught, type CaughtMessage } from './fixtures/caughtMail'
import { closeDatabase, emailJob, emailJobsOf, ordersOf, scheduleEmailJob, type EmailJobRow } from './fixtures/database'
import { daysAfter, minutesAfter, sendDueEmails, UNSUBSCRIBE_URL, wallClockDate, wallClockTime } from './fixtures/emailWorker'
import { startE2eMailCatcher, stopE2eMailCatcher } from './fixtures/mailCatcher'
import { buyOnOffer, buyYearlyTrial, stubAppStores, uniqueEmail } from './fixtures/purchase'
import { consentGiven } from './fixtures/consent'

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

test('a visitor who gives an e-mail address and leaves gets the results e-mail the page promised, once', async ({ page }) => {
  const email = uniqueEmail('results')
  await page.goto('/screendetox/email-capture')
  await expect(page.getByText('Your personal plan and the guide go to your inbox.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Your e-mail address' }).fill(email)
  await page.getByRole('button', { name: 'Get my plan' }).click()
  // The server queues the results e-mail from the 'Email provided' event; then the visitor leaves.
  await expect.poll(async () => (await emailJobsOf(email)).map((job) => [job.template_key, job.purpose, job.state]), { timeout: 30_000 }).toEqual([['results', 'results', 'pending']])
  await page.close()

  await sendDueEmails(new Date())
  const message = await waitForCaught(email, { purpose: 'results' })
  expect(message.headers['x-funnel']).toBe('screendetox')
  const parsed = await parsedMessage(message)
  // The personal plan itself, as the e-mail page promised.
  expect(parsed.text).toContain('four weeks, five steps')
  // Transactional: the visitor asked for it, so no unsubscribe header.
  expect(message.headers['list-unsubscribe']).toBeUndefined()
  await sendDueEmails(minutesAfter(new Date(), 10))
  expect(await caughtFor(email, { purpose: 'results' })).toHaveLength(1)
})

test('a leadership trial buyer gets the reminder two days before the first charge, with the amount, the date and a link that cancels the trial', async ({ page, request }) => {
  const email = uniqueEmail('reminder')
  await buyYearlyTrial(page, 'leadership', email)
  await expect.poll(async () => (await emailJobsOf(email)).some((job) => job.template_key === 'trialReminder'), { timeout: 30_000 }).toBe(true)
  const reminder = (await emailJobsOf(email)).find((job) => job.template_key === 'trialReminder')!
  const [order] = await ordersOf(email)
  // Day 5 of the 7-day trial: two days before the charge at the trial's end.
  expect(Math.round((reminder.send_at.getTime() - new Date(order!.confirmed_at as Date).getTime()) / 3_600_000)).toBe(5 * 24)
  expect(reminder.purpose).toBe('trial_reminder')

  await sendDueEmails(minutesAfter(reminder.send_at, -1))
  expect(await emailJob(reminder.id)).toMatchObject({ state: 'pending' })
  await sendDueEmails(reminder.send_at)
  const message = await waitForCaught(email, { template: 'trialReminder' })
  const parsed = await parsedMessage(message)
  // The date as the buyer reads it: in their browser's time zone, which checkout told the server.
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
  const chargeDate = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: zone }).format(daysAfter(reminder.send_at, 2))
  expect(parsed.text).toContain(chargeDate)
  expect(parsed.text).toContain('$59.99')

  // The button cancels the trial: the page asks first, the POST cancels it at the provider.
  const link = /href="([^"]*cancelTrial[^"]*)"/.exec(parsed.html || '')?.[1]?.replace(/&amp;/g, '&')
  expect(link).toBeTruthy()
  await page.context().newPage().then(async (tab) => {
    await tab.goto(link!)
    await tab.getByRole('button', { name: 'Cancel my trial' }).click()
    await expect(tab.getByRole('heading', { name: 'Your trial is canceled' })).toBeVisible()
  })
  await expect.poll(async () => (await ordersOf(email))[0]?.status).toBe('cancelled')
  expect((await request.get(link!)).status()).toBe(200)
})

test.describe('a parentingexp emailChallenge buyer in Warsaw', () => {
  test.use({ timezoneId: 'Europe/Warsaw' })
  // A visitor in Poland is asked about cookies first; this buyer chose before, so the banner stays away.
  test.beforeEach(({ page }) => consentGiven(page))

  test('gets lesson 1 at 09:00 Warsaw time the next morning and lesson 2 the day after; an unsubscribe stops lesson 3', async ({ page, request }) => {
    const email = uniqueEmail('challenge')
    await buyOnOffer(page, 'parentingexp', email, 'emailChallenge', { productFormatKey: 'emailChallenge', pricingSetKey: 'control' })
    const bought = new Date()

    await expect.poll(async () => (await emailJobsOf(email)).filter((job) => job.template_key === 'challengeLesson').length, { timeout: 30_000 }).toBe(14)
    const lessons = (await emailJobsOf(email)).filter((job) => job.template_key === 'challengeLesson').sort((a, b) => a.send_at.getTime() - b.send_at.getTime())
    const [first, second, third] = lessons
    expect(lessons.map((job) => job.variables.day)).toEqual(Array.from({ length: 14 }, (_, index) => String(index + 1)))
    for (const lesson of lessons) expect(wallClockTime(lesson.send_at, 'Europe/Warsaw')).toBe('09:00')
    expect(wallClockDate(first!.send_at, 'Europe/Warsaw')).toBe(wallClockDate(daysAfter(bought, 1), 'Europe/Warsaw'))
    expect(wallClockDate(second!.send_at, 'Europe/Warsaw')).toBe(wallClockDate(daysAfter(bought, 2), 'Europe/Warsaw'))

    await sendDueEmails(minutesAfter(first!.send_at, -1))
    expect(await caughtFor(email, { template: 'challengeLesson' })).toHaveLength(0)
    await sendDueEmails(first!.send_at)
    const lesson1 = await waitForCaught(email, { template: 'challengeLesson' })
    expect(lesson1.subject).toMatch(/^Day 1 of 14/)
    await sendDueEmails(second!.send_at)
    await expect.poll(async () => (await caughtFor(email, { template: 'challengeLesson' })).map((message) => message.subject.slice(0, 12))).toEqual(['Day 1 of 14:', 'Day 2 of 14:'])

    // One click in lesson 2 stops the challenge's remaining lessons.
    const lesson2 = (await caughtFor(email, { template: 'challengeLesson' }))[1]!
    expect((await request.post(unsubscribeUrlOf(lesson2), { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' })).status()).toBe(200)
    expect(await emailJob(third!.id)).toMatchObject({ state: 'cancelled', cancel_reason: 'unsubscribed' })
    await sendDueEmails(third!.send_at)
    expect(await caughtFor(email, { template: 'challengeLesson' })).toHaveLength(2)
  })
})
