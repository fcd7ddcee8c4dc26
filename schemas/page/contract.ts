import * as z from 'zod/mini'
import type { PageField } from './fields'

/**
 * What a template reads from its page: its componentType and its fields (zod + Sanity). The
 * page schema, the Studio page type and the rule override shape are derived from the contracts.
 */
export interface PageContract<T extends string = string, F extends Record<string, PageField> = Record<string, PageField>> {
  componentType: T
  /** Shown in Studio's template picker and page subtitles. */
  title: string
  fields: F
}

export const defineContract = <const T extends string, F extends Record<string, PageField>>(componentType: T, title: string, fields: F): PageContract<T, F> => ({
  componentType,
  title,
  fields,
})

/** Every template field is optional on the page: templates show what is there. */
export type OptionalShape<F extends Record<string, PageField>> = { [K in keyof F]: z.ZodMiniOptional<F[K]['schema']> }

export function optionalShape<F extends Record<string, PageField>>(fields: F): OptionalShape<F> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, z.optional(field.schema)])) as OptionalShape<F>
}
