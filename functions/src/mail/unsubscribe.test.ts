import { describe, expect, it } from 'vitest'
import { scheduleEmails } from '../backOffice/emailJobs'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { unsubscribeHandler, type UnsubscribeResponse } from './unsubscribe'
import { job, jobRow, START, UNSUBSCRIBE } from './emailWorkerFixture'
import { unsubscribeToken } from './unsubscribeLink'

const ENV = { UNSUBSCRIBE_SECRET: UNSUBSCRIBE.secret }

describe.each(DATABASE_ENGINES)('the unsubscribe function on %s', (engine) => {
  const database = useTestDatabase(engine)

  async function call(method: string, query: Record<string, unknown>) {
    const sent = { status: 0, body: '' }
    const response: UnsubscribeResponse = {
      status: (code) => ((sent.status = code), response),
      set: () => response,
      send: (body) => (sent.body = body),
    }
    await unsubscribeHandler({ db: () => database.db, env: ENV, now: () => START })({ method, query }, response)
    return sent
  }

  const suppressions = () => database.db.selectFrom('emailSuppressions').selectAll().execute()

  it('POST one-click suppresses the address and cancels its pending marketing jobs only; a second POST changes nothing', async () => {
    const [weekly, tips, receipt, otherAddress, alreadySent] = await scheduleEmails(database.db, [
      job(),
      job({ templateKey: 'dailyTips' }),
      job({ templateKey: 'welcome', purpose: 'payment_confirmation' }),
      job({ recipient: 'bo@example.com' }),
      job({ templateKey: 'dailyTips' }),
    ])
    await database.db.updateTable('emailJobs').set({ state: 'sent', sentAt: START }).where('id', '=', alreadySent!.id).execute()

    const answer = await call('POST', { token: unsubscribeToken('Ada@Example.com', UNSUBSCRIBE.secret) })
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('Unsubscribed')
    expect(await suppressions()).toEqual([{ email: 'ada@example.com', reason: 'unsubscribed', createdAt: START }])
    for (const cancelled of [weekly, tips]) expect(await jobRow(database.db, cancelled!.id)).toMatchObject({ state: 'cancelled', cancelReason: 'unsubscribed', cancelledAt: START })
    expect((await jobRow(database.db, receipt!.id)).state).toBe('pending')
    expect((await jobRow(database.db, otherAddress!.id)).state).toBe('pending')
    expect((await jobRow(database.db, alreadySent!.id)).state).toBe('sent')

    expect((await call('POST', { token: unsubscribeToken('ada@example.com', UNSUBSCRIBE.secret) })).status).toBe(200)
    expect(await suppressions()).toHaveLength(1)
  })

  it('GET shows a confirmation page with a button that POSTs, and does not unsubscribe', async () => {
    const [weekly] = await scheduleEmails(database.db, [job()])
    const token = unsubscribeToken('ada@example.com', UNSUBSCRIBE.secret)
    const answer = await call('GET', { token, lang: 'pl' })
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('<form method="post"')
    expect(answer.body).toContain(encodeURIComponent(token))
    expect(answer.body).toContain('Wypisz mnie')
    expect(await suppressions()).toEqual([])
    expect((await jobRow(database.db, weekly!.id)).state).toBe('pending')
  })

  it('a forged, foreign-key or missing token answers 400 and writes nothing', async () => {
    const [weekly] = await scheduleEmails(database.db, [job()])
    const genuine = unsubscribeToken('bo@example.com', UNSUBSCRIBE.secret)
    const forged = `${Buffer.from('ada@example.com').toString('base64url')}.${genuine.split('.')[1]}`
    for (const query of [{ token: forged }, { token: unsubscribeToken('ada@example.com', 'another-secret') }, { token: 'garbage' }, {}]) {
      expect((await call('POST', query)).status).toBe(400)
      expect((await call('GET', query)).status).toBe(400)
    }
    expect(await suppressions()).toEqual([])
    expect((await jobRow(database.db, weekly!.id)).state).toBe('pending')
  })
})
