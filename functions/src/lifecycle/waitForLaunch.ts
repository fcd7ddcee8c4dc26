/**
 * waitForLaunch: the waiting room's "I will wait" made real. The caller's latest confirmed order
 * of the funnel is recorded as waiting, so the launch notice reaches the address that paid when
 * the content marks the product launched (launchNotices.ts). Only the caller's own order; asking
 * again changes nothing.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import { waitRequestSchema, type WaitAnswer, type WaitRequest } from '../../../schemas/backOffice/wire'
import { latestOrderOf } from '../backOffice/latestOrder'
import type { CallContext, Handler } from '../callable'
import { database, type Db } from '../db/database'
import { recordWait } from './launchNotices'

export const waitForLaunchPayload = waitRequestSchema

export function waitForLaunchWith(db: () => Db): Handler<WaitRequest, WaitAnswer> {
  return async (request: WaitRequest, context: CallContext) => {
    const uid = context.authUid
    if (!uid) throw new HttpsError('unauthenticated', 'waitForLaunch needs a signed-in visitor')
    const order = await latestOrderOf(db(), uid, request.onboardingType, ['confirmed'])
    if (!order) return { outcome: 'nothingToWaitFor' }
    await recordWait(db(), order, uid)
    return { outcome: 'waiting' }
  }
}

export const waitForLaunch = waitForLaunchWith(() => database())
