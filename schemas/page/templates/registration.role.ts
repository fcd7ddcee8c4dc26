import type { TemplateRole } from '../contract'

/** Creating the account comes after payment: going back from it would lead into a finished payment (deeps' account page is not at /register), and only a buyer sees it. */
export const role = { hidesBackArrow: true, purchaseOnly: true } as const satisfies TemplateRole
