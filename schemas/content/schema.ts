import * as z from 'zod/mini'
import { abTestSchema } from '../abTest/schema'
import { emailTemplateSchema } from '../emailTemplate/schema'
import { funnelSchema } from '../funnel/schema'
import { optionSetSchema } from '../optionSet/schema'
import { pageSchema } from '../page/schema'
import { siteSettingsSchema } from '../siteSettings/schema'
import { themeSchema } from '../theme/schema'
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
  theme: themeSchema,
} as const

/** Everything one funnel renders from: the answer of FUNNEL_CONTENT_QUERY, validated. */
export const funnelContentSchema = z.object({
  funnel: funnelSchema,
  pages: z.array(pageSchema),
  optionSets: z.array(optionSetSchema),
  abTests: z.array(abTestSchema),
  emailTemplates: z.array(emailTemplateSchema),
  /** The funnel's theme; null (the query's answer) or absent when it has none. */
  theme: z.nullish(themeSchema),
  uiStrings: uiStringsSchema,
})

export type FunnelContent = z.infer<typeof funnelContentSchema>
