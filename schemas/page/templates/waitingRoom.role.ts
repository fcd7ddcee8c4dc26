import type { TemplateRole } from '../contract'

/** The post-purchase waiting room: only a buyer sees it (its refund or cancel choice acts on their order). */
export const role = { purchaseOnly: true } as const satisfies TemplateRole
