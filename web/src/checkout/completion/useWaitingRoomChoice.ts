import { useEffect, useState } from 'react'
import type { EntitlementAnswer, RefundAnswer } from '../../../../schemas/backOffice/wire'
import { useEntitlementAnswer } from '../entitlement/entitledOrder'
import type { FailureMessageKey } from '../payments/paymentClient'
import { paymentFailure } from '../payments/paymentClient'
import { readPostPurchaseChoice, savePostPurchaseChoice } from './postPurchaseChoice'
import { requestRefund } from './requestRefund'
import { waitForLaunch } from './waitForLaunch'

/** What the second choice offers: money back, cancelling a trial that has charged nothing, or nothing. */
export type RefundOffer = 'refund' | 'cancel' | 'none'

/** What the waiting room shows below its copy. */
export type WaitingRoomShown =
  | { kind: 'choosing'; sending: boolean; failed?: FailureMessageKey }
  | { kind: 'waiting' }
  | { kind: 'answered'; answer: RefundAnswer }

/**
 * A refund is offered only for money charged; a trial or subscription that can still be cancelled
 * before it charges is offered cancellation. Without a gate (the Studio preview shows the page as
 * content) the content's refund choice is shown.
 */
export function refundOffer(entitlement: EntitlementAnswer | undefined): RefundOffer {
  if (!entitlement) return 'refund'
  if (entitlement.order?.refundable) return 'refund'
  return entitlement.order?.cancellable ? 'cancel' : 'none'
}

/** A refund or cancellation the server already recorded shows as done when the page is opened again. */
function recorded(entitlement: EntitlementAnswer | undefined): WaitingRoomShown | undefined {
  const status = entitlement?.order?.status
  if (status === 'refunded') return { kind: 'answered', answer: { outcome: 'refunded' } }
  if (status === 'cancelled') return { kind: 'answered', answer: { outcome: 'cancelled' } }
  return undefined
}

/**
 * The waiting room's choice: waiting is stored and shown at once; a refund (or cancellation) is
 * asked of the server and shown as it answers. A failed request keeps the choices and says so,
 * so the visitor can send it again; nothing is lost.
 */
export function useWaitingRoomChoice(pageId: string, onboardingType: string) {
  const entitlement = useEntitlementAnswer()
  const offer = refundOffer(entitlement)
  const [shown, setShown] = useState<WaitingRoomShown>(
    () => recorded(entitlement) ?? (readPostPurchaseChoice(pageId) === 'wait' ? { kind: 'waiting' } : { kind: 'choosing', sending: false }),
  )
  const [justChose, setJustChose] = useState(false)
  const sendWait = () => void waitForLaunch(onboardingType).catch((error: unknown) => console.error(`[waiting room] waitForLaunch failed for ${onboardingType}`, error))

  // A wait stored earlier is told to the server again on every visit: the call is idempotent, and
  // this is how a call that failed (offline, signed out) still reaches it.
  useEffect(() => {
    if (readPostPurchaseChoice(pageId) === 'wait') sendWait()
    // Once per page and funnel, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageId, onboardingType])

  const chooseWait = () => {
    savePostPurchaseChoice(pageId, 'wait')
    setShown({ kind: 'waiting' })
    setJustChose(true)
    // The launch notice depends on the server knowing; the choice itself is already shown and stored.
    sendWait()
  }

  const chooseRefund = async () => {
    if (shown.kind !== 'choosing' || shown.sending) return
    setShown({ kind: 'choosing', sending: true })
    try {
      const answer = await requestRefund(onboardingType)
      const cancelled = answer.outcome === 'cancelled' || (answer.outcome === 'already' && offer === 'cancel')
      if (answer.outcome !== 'nothingToRefund') savePostPurchaseChoice(pageId, cancelled ? 'cancel' : 'refund')
      setShown({ kind: 'answered', answer })
    } catch (error) {
      console.error(`[waiting room] requestRefund failed for ${onboardingType}`, error)
      setShown({ kind: 'choosing', sending: false, failed: paymentFailure(error, 'Refund service unavailable').messageKey })
    }
    setJustChose(true)
  }

  return { offer, shown, justChose, chooseWait, chooseRefund }
}
