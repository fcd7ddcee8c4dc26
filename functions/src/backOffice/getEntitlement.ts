/**
 * getEntitlement: whether the caller may see a funnel's purchase pages (congratulations,
 * registration, post-purchase), decided by the server's records only. The answer describes the
 * caller's own latest order; another visitor's order is never read, so no one else's address
 * can be learnt here.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import { entitlementRequestSchema, type EntitlementAnswer, type EntitlementRequest } from '../../../schemas/backOffice/wire'
import type { CallContext, Handler } from '../callable'
import { database, type Db } from '../db/database'
import { chargedAmountOf, courseLoginUrlOf, latestOrderOf, stillCharges, subscriptionsOf } from './latestOrder'

export const getEntitlementPayload = entitlementRequestSchema

const isUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)

export function getEntitlementWith(db: () => Db): Handler<EntitlementRequest, EntitlementAnswer> {
  return async (request: EntitlementRequest, context: CallContext) => {
    const uid = context.authUid
    if (!uid) throw new HttpsError('unauthenticated', 'getEntitlement needs a signed-in visitor')
    const order = await latestOrderOf(db(), uid, request.onboardingType)
    if (!order) return { entitled: false }
    const confirmed = order.status === 'confirmed'
    const [charged, subscriptions, courseLoginUrl] = await Promise.all([chargedAmountOf(db(), order), subscriptionsOf(db(), order), courseLoginUrlOf(db(), order)])
    return {
      entitled: confirmed,
      order: {
        kind: order.kind,
        planId: order.planId,
        status: order.status,
        amount: charged,
        currency: order.currency,
        confirmedAt: order.confirmedAt.toISOString(),
        email: order.email,
        refundable: confirmed && charged > 0,
        cancellable: confirmed && subscriptions.some(stillCharges),
      },
      ...(confirmed && courseLoginUrl && isUrl(courseLoginUrl) ? { courseLoginUrl } : {}),
    }
  }
}

export const getEntitlement = getEntitlementWith(() => database())
