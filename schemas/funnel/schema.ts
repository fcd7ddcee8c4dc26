import * as z from 'zod/mini'
import { localeTextSchema } from '../localized/schema'
import { arrayReferenceSchema, documentBase, nonEmptyString } from '../shared/schema'

/** Messages are the spec's own (section 8, funnel registration problems). */
export const funnelSchema = z.extend(documentBase('funnel'), {
  key: nonEmptyString('Onboarding config must have a key'),
  basePath: z
    .string({ error: 'Onboarding config must have a basePath' })
    .check(z.regex(/^\/[a-z0-9-]+$/, 'A basePath is a slash and one lower-case segment')),
  name: z.optional(z.string()),
  description: z.optional(localeTextSchema),
  icon: z.optional(z.string()),
  order: z.optional(z.number()),
  background: z.optional(z.string()),
  pages: z.array(arrayReferenceSchema, { error: 'Onboarding config must have a pages array' }),
  processing: z.object(
    { totalProgress: z.optional(z.number().check(z.positive())) },
    { error: 'Onboarding config must have a processPages function' },
  ),
  emailTemplates: z.optional(z.array(arrayReferenceSchema)),
  abTests: z.optional(z.array(arrayReferenceSchema)),
  pricingLookupKey: z.optional(z.string()),
  /** Where completion sends the visitor: the app download destination per platform. */
  redirects: z.optional(
    z.array(z.object({ _type: z.literal('redirect'), _key: z.string(), platform: z.enum(['ios', 'android', 'web']), url: nonEmptyString() })),
  ),
  emailLanguages: z.optional(z.array(z.string())),
})

export type FunnelDocument = z.infer<typeof funnelSchema>
