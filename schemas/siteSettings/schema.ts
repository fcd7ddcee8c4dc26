import * as z from 'zod/mini'
import { companySchema } from '../emailLayout/emailBrandSchema'
import { documentBase, nonEmptyString } from '../shared/schema'

export const SITE_SETTINGS_ID = 'siteSettings'

export const siteSettingsSchema = z.extend(documentBase('siteSettings'), {
  termsUrl: nonEmptyString(),
  policyUrl: nonEmptyString(),
  legalBackPath: nonEmptyString(),
  /** The sender every e-mail's footer names: the company and its postal address. */
  company: z.optional(companySchema),
})

export type SiteSettingsDocument = z.infer<typeof siteSettingsSchema>
