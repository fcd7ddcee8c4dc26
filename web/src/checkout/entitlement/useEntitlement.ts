import { useEffect, useState } from 'react'
import type { EntitlementAnswer } from '../../../../schemas/backOffice/wire'
import type { FailureMessageKey } from '../payments/paymentClient'
import { paymentFailure } from '../payments/paymentClient'
import { getEntitlement } from './getEntitlement'

export type EntitlementState =
  | { kind: 'checking' }
  | { kind: 'entitled'; answer: EntitlementAnswer }
  | { kind: 'notEntitled' }
  | { kind: 'failed'; messageKey: FailureMessageKey }

/**
 * Asks the server whether the visitor bought in this funnel. `retry` asks again (after a failed
 * call). A failure is logged and reported as such: it never counts as entitled.
 */
export function useEntitlement(onboardingType: string): { state: EntitlementState; retry: () => void } {
  const [state, setState] = useState<EntitlementState>({ kind: 'checking' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let active = true
    getEntitlement(onboardingType).then(
      (answer) => active && setState(answer.entitled ? { kind: 'entitled', answer } : { kind: 'notEntitled' }),
      (error: unknown) => {
        console.error(`[entitlement] getEntitlement failed for ${onboardingType}`, error)
        if (active) setState({ kind: 'failed', messageKey: paymentFailure(error, 'Entitlement service unavailable').messageKey })
      },
    )
    return () => {
      active = false
    }
  }, [onboardingType, attempt])

  const retry = () => {
    setState({ kind: 'checking' })
    setAttempt((count) => count + 1)
  }
  return { state, retry }
}
