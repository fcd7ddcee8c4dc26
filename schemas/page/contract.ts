import * as z from 'zod/mini'
import type { PageField } from './fields'

/**
 * What the frame and navigation need to know of a template, so they ask its contract instead of
 * naming templates. A template without a role is an ordinary page. A template's role is declared
 * in `schemas/page/templates/<componentType>.role.ts` (`export const role`), apart from its
 * fields, so the renderer reads every role (web/src/funnel/templateRole.ts) without loading the
 * page schemas; its contract passes the same object to `defineContract`.
 */
export interface TemplateRole {
  /** The congratulations page: checkout leads on to it (the spec's congrats keys are the fallback). */
  congrats?: true
  /** The paywall: checkout sits just after it, and back from checkout returns to it. */
  paywall?: true
  /** No back arrow on its pages wherever their path is: going back would lead into a finished payment or registration. */
  hidesBackArrow?: true
  /**
   * Its pages show purchase content (congratulations, the account a purchase earns, the
   * post-purchase waiting room): the frame shows them only to a visitor whose confirmed order
   * or trial the server knows, everyone else gets a neutral page leading to the paywall.
   */
  purchaseOnly?: true
  /** When its page is next, the frame runs its template module's `preload(page, funnelKey)` (the paywall looks its prices up). */
  preloadsData?: true
}

/**
 * What a template reads from its page: its componentType and its fields (zod + Sanity), and its
 * role. The page schema, the Studio page type and the rule override shape are derived from the
 * contracts.
 */
export interface PageContract<T extends string = string, F extends Record<string, PageField> = Record<string, PageField>> {
  componentType: T
  /** Shown in Studio's template picker and page subtitles. */
  title: string
  fields: F
  role: TemplateRole
}

export const defineContract = <const T extends string, F extends Record<string, PageField>>(componentType: T, title: string, fields: F, role: TemplateRole = {}): PageContract<T, F> => ({
  componentType,
  title,
  fields,
  role,
})

/** Every template field is optional on the page: templates show what is there. */
export type OptionalShape<F extends Record<string, PageField>> = { [K in keyof F]: z.ZodMiniOptional<F[K]['schema']> }

export function optionalShape<F extends Record<string, PageField>>(fields: F): OptionalShape<F> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, z.optional(field.schema)])) as OptionalShape<F>
}
