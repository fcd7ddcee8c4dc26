import * as z from 'zod/mini'
import { funnelSchema } from '../funnel/schema'
import { localeTextSchema } from '../localized/schema'
import { iconNameSchema } from '../shared/iconNames'
import { siteSettingsSchema } from '../siteSettings/schema'

// Apart from the funnel content schema on purpose: the router reads the site index on every
// landing, and this module does not pull in the page schemas (one per template).

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
  icon: z.nullish(iconNameSchema),
  order: z.nullish(z.number()),
})
export type FunnelSummary = z.infer<typeof funnelSummarySchema>

/** The answer of SITE_QUERY, written as the snapshot's index. */
export const siteSchema = z.object({ funnels: z.array(funnelSummarySchema), settings: siteSettingsSchema })
export type Site = z.infer<typeof siteSchema>
