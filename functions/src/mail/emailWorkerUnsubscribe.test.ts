import { describe, expect, it } from 'vitest'
import { scheduleEmails } from '../backOffice/emailJobs'
import type { CompletionContent } from '../completion/completionContent'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { suppressAddress } from './emailSuppressions'
import { runEmailWorkerPass } from './emailWorker'
import { contentOf, FUNNEL, job, jobRow, recordingMail, START, testClock, UNSUBSCRIBE } from './emailWorkerFixture'
import { addressOfToken } from './unsubscribeLink'

const DAY = 24 * 60 * 60 * 1000

/** The fixture's funnel plus a transactional template (a payment confirmation sent through the schedule). */
const WITH_RECEIPT: CompletionContent = {
  ...FUNNEL,
  emailTemplates: [...FUNNEL.emailTemplates, { _id: 'template-welcome', _type: 'emailTemplate', key: 'welcome', subject: { _type: 'emailLocaleString', en: 'Your receipt' }, body: { _type: 'emailLocaleText', en: 'Thank you for your payment.' } }],
}

describe.each(DATABASE_ENGINES)('the mail worker and unsubscribes on %s', (engine) => {
  const database = useTestDatabase(engine)

  function worker() {
    const clock = testClock()
    const mail = recordingMail()
    const pass = () => runEmailWorkerPass(database.db, { content: contentOf(WITH_RECEIPT), mail: mail.provider }, { now: clock.now, unsubscribe: UNSUBSCRIBE })
    return { clock, mail, pass }
  }

  it('marketing e-mail carries the one-click headers and a footer link in its language; transactional e-mail neither', async () => {
    const { mail, pass } = worker()
    await scheduleEmails(database.db, [job({ language: 'pl' }), job({ templateKey: 'welcome', purpose: 'payment_confirmation' })])
    expect(await pass()).toMatchObject({ sent: 2 })
    const marketing = mail.sent.find((email) => email.templateKey === 'followUpWeek1')!
    const receipt = mail.sent.find((email) => email.templateKey === 'welcome')!

    expect(marketing.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const link = /^<(https:\/\/example\.test\/unsubscribe\?[^>]+)>$/.exec(marketing.headers?.['List-Unsubscribe'] ?? '')?.[1]
    expect(link).toBeDefined()
    const url = new URL(link!)
    expect(addressOfToken(url.searchParams.get('token'), UNSUBSCRIBE.secret)).toBe('ada@example.com')
    expect(url.searchParams.get('lang')).toBe('pl')
    expect(marketing.html).toContain(`<a href="${link!.replace(/&/g, '&amp;')}">Wypisz się</a>`)

    expect(receipt.headers?.['List-Unsubscribe']).toBeUndefined()
    expect(receipt.headers?.['List-Unsubscribe-Post']).toBeUndefined()
    expect(receipt.html).not.toContain('unsubscribe')
  })

  it('a suppressed address gets no further follow-up, also one claimed after the unsubscribe, while a transactional job still sends', async () => {
    const { clock, mail, pass } = worker()
    const [first, later, receipt] = await scheduleEmails(database.db, [
      job(),
      job({ templateKey: 'dailyTips', sendAt: new Date(START.getTime() + DAY) }),
      job({ templateKey: 'welcome', purpose: 'payment_confirmation', sendAt: new Date(START.getTime() + DAY) }),
    ])
    expect(await pass()).toMatchObject({ sent: 1 })
    await suppressAddress(database.db, 'ADA@example.com', clock.now())
    expect((await jobRow(database.db, later!.id)).state).toBe('cancelled')

    // A follow-up written after the unsubscribe (a new order) is cancelled when the worker claims it.
    const [afterwards] = await scheduleEmails(database.db, [job({ templateKey: 'dailyTips', sendAt: new Date(START.getTime() + DAY) })])
    clock.advance(DAY)
    expect(await pass()).toMatchObject({ sent: 1, cancelled: 1 })
    expect(mail.sent.map((email) => email.templateKey)).toEqual(['followUpWeek1', 'welcome'])
    expect(await jobRow(database.db, afterwards!.id)).toMatchObject({ state: 'cancelled', cancelReason: 'unsubscribed', cancelledAt: clock.now(), claimedAt: null })
    expect((await jobRow(database.db, receipt!.id)).state).toBe('sent')
    expect((await jobRow(database.db, first!.id)).state).toBe('sent')
  })
})
