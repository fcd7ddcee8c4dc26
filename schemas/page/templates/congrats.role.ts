import type { TemplateRole } from '../contract'

/** The congratulations page: checkout leads on to it, going back from it would lead into a finished payment, and only a buyer sees it. */
export const role = { congrats: true, hidesBackArrow: true, purchaseOnly: true } as const satisfies TemplateRole
