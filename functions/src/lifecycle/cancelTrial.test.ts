import { describe, expect, it } from 'vitest'
import { insertOrder, paidSandboxSession } from '../backOffice/backOfficeFixture'
import { emailJobsOfOrder } from '../backOffice/emailJobs'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { usePaymentsDirs } from '../payments/paymentsFixture'
import { createSandboxProvider } from '../payments/sandboxProvider'
import { loadSession } from '../payments/sandboxStore'
import { cancelTrialHandler } from './cancelTrial'
import { cancelTrialToken, cancelTrialUrl, orderOfCancelToken } from './cancelTrialLink'

const SECRET = 'test-link-key'

describe('the cancel link', () => {
  it('names the order, and a token for another order, key or purpose is refused', () => {
    const orderId = '5b0c7f7e-2d55-4c39-9a55-6d1b0c2f7a10'
    expect(orderOfCancelToken(cancelTrialToken(orderId, SECRET), SECRET)).toBe(orderId)
    const other = '6b0c7f7e-2d55-4c39-9a55-6d1b0c2f7a10'
    expect(orderOfCancelToken(`${other}.${cancelTrialToken(orderId, SECRET).split('.')[1]}`, SECRET)).toBeNull()
    expect(orderOfCancelToken(cancelTrialToken(orderId, 'another key'), SECRET)).toBeNull()
    for (const junk of ['', 'x.y', `${orderId}.`, 42, null, 'a'.repeat(500)]) expect(orderOfCancelToken(junk, SECRET)).toBeNull()
    expect(cancelTrialUrl('https://functions.test/cancelTrial', SECRET, orderId, 'pl')).toMatch(/^https:\/\/functions\.test\/cancelTrial\?token=.+&lang=pl$/)
  })
})

describe.each(DATABASE_ENGINES)('cancelTrial on %s', (engine) => {
  const database = useTestDatabase(engine)
  usePaymentsDirs()
  const provider = createSandboxProvider({ pageUrl: 'http://127.0.0.1:1/sandboxCheckout' })
  const handler = cancelTrialHandler({ db: () => database.db, env: { UNSUBSCRIBE_SECRET: SECRET }, providerOf: () => provider })
  const call = async (method: string, query: Record<string, unknown>) => {
    const answer = { status: 0, body: '' }
    const response = {
      status(code: number) {
        answer.status = code
        return response
      },
      set: () => response,
      send(body: string) {
        answer.body = body
      },
    }
    await handler({ method, query }, response)
    return answer
  }

  async function trialOrder(amount = 0) {
    const sessionId = await paidSandboxSession('leadership')
    const transactionId = (await loadSession(sessionId))?.transactionId ?? null
    return insertOrder(database.db, { uid: 'uid-1', email: 'ada@example.com', onboardingType: 'leadership', kind: 'trial', amount, sessionId, transactionId, subscriptionId: transactionId ?? 'sub_x', pendingEmails: 2 })
  }
  const orderStatus = async (id: string) => (await database.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status

  it('GET asks first and changes nothing; POST cancels the subscription at the provider, closes the order and cancels its e-mails; again: already', async () => {
    const orderId = await trialOrder()
    const token = cancelTrialToken(orderId, SECRET)
    const page = await call('GET', { token, lang: 'pl' })
    expect(page.status).toBe(200)
    expect(page.body).toContain('<form method="post"')
    expect(page.body).toContain('Anuluj okres próbny')
    expect(await orderStatus(orderId)).toBe('confirmed')

    const done = await call('POST', { token })
    expect(done.body).toContain('Your trial is canceled')
    expect(await orderStatus(orderId)).toBe('cancelled')
    expect(await database.db.selectFrom('subscriptions').select('status').executeTakeFirst()).toEqual({ status: 'canceled' })
    expect((await emailJobsOfOrder(database.db, orderId)).map((job) => job.state)).toEqual(['cancelled', 'cancelled'])

    expect((await call('POST', { token })).body).toContain('Already canceled')
  })

  it('after the first charge the link no longer cancels', async () => {
    const orderId = await trialOrder()
    await database.db.insertInto('invoices').values({ id: 'in_1', subscriptionId: (await database.db.selectFrom('subscriptions').select('id').executeTakeFirstOrThrow()).id, status: 'paid', amount: 59.99, currency: 'USD' }).execute()
    const answer = await call('POST', { token: cancelTrialToken(orderId, SECRET) })
    expect(answer.body).toContain('Your trial has ended')
    expect(await orderStatus(orderId)).toBe('confirmed')
  })

  it('a forged or missing token answers 400 and writes nothing', async () => {
    const orderId = await trialOrder()
    for (const query of [{ token: cancelTrialToken(orderId, 'another key') }, { token: 'garbage' }, {}]) {
      expect((await call('POST', query)).status).toBe(400)
    }
    expect(await orderStatus(orderId)).toBe('confirmed')
  })
})
