import type { TemplateRole } from '../contract'

/** The congratulations page: checkout leads on to it, and going back from it would lead into a finished payment. */
export const role = { congrats: true, hidesBackArrow: true } as const satisfies TemplateRole
