import * as z from 'zod'
import { localeTextSchema } from '../localized/schema'
import { arrayReferenceSchema, documentBase } from '../shared/schema'

/** Messages are the spec's own (section 8, funnel registration problems). */
export const funnelSchema = documentBase('funnel').extend({
  key: z.string({ error: 'Onboarding config must have a key' }).min(1, 'Onboarding config must have a key'),
  basePath: z
    .string({ error: 'Onboarding config must have a basePath' })
    .regex(/^\/[a-z0-9-]+$/, 'A basePath is a slash and one lower-case segment'),
  name: z.string().optional(),
  description: localeTextSchema.optional(),
  icon: z.string().optional(),
  order: z.number().optional(),
  background: z.string().optional(),
  pages: z.array(arrayReferenceSchema, { error: 'Onboarding config must have a pages array' }),
  abTests: z.array(arrayReferenceSchema).optional(),
  pricingLookupKey: z.string().optional(),
  emailLanguages: z.array(z.string()).optional(),
})

export type FunnelDocument = z.infer<typeof funnelSchema>
