import { describe, expect, it } from 'vitest'
import { insertOrder } from '../backOffice/backOfficeFixture'
import { runCallable } from '../callable'
import type { CompletionContent } from '../completion/completionContent'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { fakeContext } from '../fakeContext'
import { contentOf, FUNNEL } from '../mail/emailWorkerFixture'
import { queueLaunchNotices } from './launchNotices'
import { waitForLaunchPayload, waitForLaunchWith } from './waitForLaunch'

const NOW = new Date('2026-12-10T09:00:00Z')
const notice = { _id: 'launch', _type: 'emailTemplate' as const, key: 'launchNotice' as const, subject: { _type: 'emailLocaleString' as const, en: 'Ready' }, body: { _type: 'emailLocaleText' as const, en: 'Your program is ready.' } }
const funnel = (launchedAt: string | null): CompletionContent => ({ ...FUNNEL, launchedAt, emailTemplates: [...FUNNEL.emailTemplates, notice] })

describe.each(DATABASE_ENGINES)('launch notices on %s', (engine) => {
  const database = useTestDatabase(engine)
  const wait = (uid: string | null) => runCallable('waitForLaunch', waitForLaunchPayload, waitForLaunchWith(() => database.db), { onboardingType: 'leadership' }, fakeContext({ authUid: uid }))
  const jobs = () => database.db.selectFrom('emailJobs').select(['recipient', 'templateKey', 'purpose', 'orderId', 'sendAt', 'state']).execute()

  it('a buyer who chose to wait gets one notice once the content says launched, not before', async () => {
    const orderId = await insertOrder(database.db, { uid: 'uid-1', email: 'ada@example.com', onboardingType: 'leadership' })
    expect(await wait('uid-1')).toEqual({ outcome: 'waiting' })
    expect(await wait('uid-1')).toEqual({ outcome: 'waiting' })

    expect(await queueLaunchNotices(database.db, contentOf(funnel(null)), NOW)).toBe(0)
    expect(await queueLaunchNotices(database.db, contentOf(funnel('2026-12-11T00:00:00Z')), NOW)).toBe(0)
    expect(await jobs()).toEqual([])

    expect(await queueLaunchNotices(database.db, contentOf(funnel('2026-12-09T00:00:00Z')), NOW)).toBe(1)
    expect(await queueLaunchNotices(database.db, contentOf(funnel('2026-12-09T00:00:00Z')), NOW)).toBe(0)
    expect(await jobs()).toEqual([{ recipient: 'ada@example.com', templateKey: 'launchNotice', purpose: 'launch', orderId, sendAt: NOW, state: 'pending' }])
  })

  it('nothing for a visitor who did not wait, has no order, or was refunded meanwhile', async () => {
    await insertOrder(database.db, { uid: 'uid-2', email: 'bo@example.com', onboardingType: 'leadership' })
    expect(await wait('uid-3')).toEqual({ outcome: 'nothingToWaitFor' })
    const refunded = await insertOrder(database.db, { uid: 'uid-4', email: 'cy@example.com', onboardingType: 'leadership' })
    expect(await wait('uid-4')).toEqual({ outcome: 'waiting' })
    await database.db.updateTable('orders').set({ status: 'refunded' }).where('id', '=', refunded).execute()
    expect(await queueLaunchNotices(database.db, contentOf(funnel('2026-12-09T00:00:00Z')), NOW)).toBe(0)
    expect(await jobs()).toEqual([])
    expect(await database.db.selectFrom('launchWaits').select('notifiedAt').execute()).toEqual([{ notifiedAt: NOW }])
  })

  it('needs a signed-in caller', async () => {
    await expect(wait(null)).rejects.toMatchObject({ code: 'unauthenticated' })
  })
})
