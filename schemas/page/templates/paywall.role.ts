import type { TemplateRole } from '../contract'

/** The paywall: checkout sits just after it; when it is next, its prices are looked up ahead (its template's `preload`). */
export const role = { paywall: true, preloadsData: true } as const satisfies TemplateRole
