import { createContext, useContext } from 'react'
import type { EntitlementAnswer } from '../../../../schemas/backOffice/wire'

/**
 * The entitlement that opened a purchase page, for the page's template (the waiting room offers
 * a refund or a cancellation by its order). `undefined` outside the purchase gate: the Studio
 * preview shows purchase pages as content, without a visitor.
 */
export const EntitlementContext = createContext<EntitlementAnswer | undefined>(undefined)

/** The server's entitlement answer for this page, or undefined when no gate asked (preview). */
export const useEntitlementAnswer = (): EntitlementAnswer | undefined => useContext(EntitlementContext)
