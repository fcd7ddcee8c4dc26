import * as z from 'zod/mini'
import { abTestSchema } from '../abTest/schema'
import { emailTemplateSchema } from '../emailTemplate/schema'
import { funnelSchema } from '../funnel/schema'
import { localeTextSchema } from '../localized/schema'
import { optionSetSchema } from '../optionSet/schema'
import { pageSchema } from '../page/schema'
import { siteSettingsSchema } from '../siteSettings/schema'
import { uiStringsSchema } from '../uiStrings/schema'

/** Each document type's schema, so a document can be validated by its own `_type`. */
export const documentSchemas = {
  funnel: funnelSchema,
  page: pageSchema,
  optionSet: optionSetSchema,
  abTest: abTestSchema,
  emailTemplate: emailTemplateSchema,
  uiStrings: uiStringsSchema,
  siteSettings: siteSettingsSchema,
} as const

/** Everything one funnel renders from: the answer of FUNNEL_CONTENT_QUERY, validated. */
export const funnelContentSchema = z.object({
  funnel: funnelSchema,
  pages: z.array(pageSchema),
  optionSets: z.array(optionSetSchema),
  abTests: z.array(abTestSchema),
  emailTemplates: z.array(emailTemplateSchema),
  uiStrings: uiStringsSchema,
})

export type FunnelContent = z.infer<typeof funnelContentSchema>

/**
 * One entry of the router's funnel list; written beside the per-funnel snapshots. The query
 * projects these fields by name, so a funnel without a name, icon, order or description yields
 * null for it (a missing name only warns, spec section 5).
 */
export const funnelSummarySchema = z.object({
  _id: funnelSchema.shape._id,
  _type: funnelSchema.shape._type,
  key: funnelSchema.shape.key,
  basePath: funnelSchema.shape.basePath,
  name: z.nullish(z.string()),
  description: z.nullish(localeTextSchema),
  icon: z.nullish(z.string()),
  order: z.nullish(z.number()),
})
export type FunnelSummary = z.infer<typeof funnelSummarySchema>

/** The answer of SITE_QUERY, written as the snapshot's index. */
export const siteSchema = z.object({ funnels: z.array(funnelSummarySchema), settings: siteSettingsSchema })
export type Site = z.infer<typeof siteSchema>
