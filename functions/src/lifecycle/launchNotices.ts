/**
 * The launch notice the waiting rooms promise ("we will e-mail you the moment your program is
 * ready"): a buyer who chose to wait is recorded (waitForLaunch), and once the funnel's content
 * says the product launched (`launchedAt`, set by a copywriter in the Studio) each pass of the
 * mail worker queues one notice per waiting order, still confirmed, to the address that paid.
 * Transactional: it delivers what the buyer paid for.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import { scheduleEmails } from '../backOffice/emailJobs'
import type { ContentReader } from '../completion/contentReader'
import { emailLanguage } from '../completion/emailLanguage'
import type { Db } from '../db/database'

export const LAUNCH_PURPOSE = 'launch'

/** Records the wait for the order (once; asking again changes nothing). */
export async function recordWait(db: Db, order: { id: string; uid: string | null; onboardingType: string }, uid: string): Promise<void> {
  await db
    .insertInto('launchWaits')
    .values({ orderId: order.id, uid, onboardingType: order.onboardingType })
    .onConflict((conflict) => conflict.column('orderId').doNothing())
    .execute()
}

/** Queues the notices of every funnel that has launched; answers how many were queued. */
export async function queueLaunchNotices(db: Db, content: ContentReader, now: Date): Promise<number> {
  const funnels = await db.selectFrom('launchWaits').select('onboardingType').distinct().where('notifiedAt', 'is', null).execute()
  let queued = 0
  for (const { onboardingType } of funnels) {
    const funnel = await content.funnel(onboardingType).catch((error: unknown) => {
      // A funnel removed from the content has nothing to launch; anything else is tried next pass.
      if (error instanceof HttpsError && error.code === 'not-found') return null
      throw error
    })
    if (!funnel?.launchedAt || Date.parse(funnel.launchedAt) > now.getTime() || !funnel.emailTemplates.some((template) => template.key === 'launchNotice')) continue
    const waiting = await db
      .selectFrom('launchWaits')
      .innerJoin('orders', 'orders.id', 'launchWaits.orderId')
      .innerJoin('customers', 'customers.id', 'orders.customerId')
      .select(['orders.id', 'orders.uid', 'orders.language', 'orders.status', 'customers.email'])
      .where('launchWaits.onboardingType', '=', onboardingType)
      .where('launchWaits.notifiedAt', 'is', null)
      .execute()
    if (waiting.length === 0) continue
    await db.transaction().execute(async (trx) => {
      const jobs = await scheduleEmails(
        trx,
        waiting.filter((order) => order.status === 'confirmed').map((order) => ({
          orderId: order.id,
          uid: order.uid,
          recipient: order.email,
          onboardingType,
          templateKey: 'launchNotice' as const,
          purpose: LAUNCH_PURPOSE,
          language: emailLanguage(order.language ?? 'en', funnel.emailLanguages),
          variables: {},
          sendAt: now,
          dedupeKey: `launch:${order.id}`,
        })),
      )
      queued += jobs.length
      // Refunded or cancelled orders waited for nothing: they are closed too. Only the rows read
      // here: a wait recorded meanwhile is queued on the next pass.
      const ids = waiting.map((order) => order.id)
      await trx.updateTable('launchWaits').set({ notifiedAt: now }).where('orderId', 'in', ids).where('notifiedAt', 'is', null).execute()
    })
  }
  return queued
}
