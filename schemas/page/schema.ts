import * as z from 'zod/mini'
import { PAGE_CONTRACTS } from './templates'
import { overrideFieldIssues } from '../rule/overrideFields'
import { processingRuleSchema } from '../rule/schema'
import { documentBase, nonEmptyString } from '../shared/schema'
import type { ComponentType } from './componentTypes'
import { optionalShape, type PageContract } from './contract'
import type { PageField } from './fields'
import { pageImageSchema } from './pageImage'

/**
 * What every page has whatever its template: its place in the funnel, progress, frame flags and
 * processing rules. A template's own fields come from its contract.
 */
export const basePageSchema = z.extend(documentBase('page'), {
  name: z.optional(z.string()),
  key: nonEmptyString(),
  path: z.optional(z.string()),
  section: z.optional(z.string()),
  hasProgress: z.optional(z.boolean()),
  totalProgress: z.optional(z.number().check(z.positive())),
  background: z.optional(z.string()),
  hidden: z.optional(z.boolean()),
  isInterruptor: z.optional(z.boolean()),
  hideBackArrow: z.optional(z.boolean()),
  /** Image URLs the frame preloads once this page has rendered, for the page after it. */
  nextImages: z.optional(z.array(nonEmptyString())),
  rules: z.optional(z.array(processingRuleSchema)),
})

function contractPageSchema<T extends string, F extends Record<string, PageField>>(contract: PageContract<T, F>) {
  return z.extend(basePageSchema, { componentType: z.literal<T>(contract.componentType), ...optionalShape(contract.fields) }).check(
    // A rule overrides only fields of its page's own template, so what the template gets is always its own page.
    z.superRefine((page, context) => {
      for (const { path, message } of overrideFieldIssues(page)) context.addIssue({ code: 'custom', path, message, input: page })
    }),
  )
}

type Contracts = typeof PAGE_CONTRACTS
type SchemaOf<C> = C extends PageContract<infer T, infer F> ? ReturnType<typeof contractPageSchema<T, F>> : never
type SchemasOf<T extends readonly unknown[]> = { -readonly [I in keyof T]: SchemaOf<T[I]> }
type ContractPageSchemas = SchemasOf<Contracts>

// The cast only restores the tuple type that `map` forgets; each element is built above.
const pageSchemas = PAGE_CONTRACTS.map((contract: PageContract) => contractPageSchema(contract)) as unknown as ContractPageSchemas

/** One page of a funnel, validated on its own: its base fields and its template's contract. */
export const pageSchema = z.discriminatedUnion('componentType', pageSchemas)

export { pageImageSchema }

export type PageDocument = z.infer<typeof pageSchema>
/** The page of one template, as that template receives it. */
export type PageOf<T extends ComponentType> = Extract<PageDocument, { componentType: T }>
