import * as z from 'zod/mini'
import { documentBase, nonEmptyString } from '../shared/schema'

export const SITE_SETTINGS_ID = 'siteSettings'

export const siteSettingsSchema = z.extend(documentBase('siteSettings'), {
  termsUrl: nonEmptyString(),
  policyUrl: nonEmptyString(),
  legalBackPath: nonEmptyString(),
})

export type SiteSettingsDocument = z.infer<typeof siteSettingsSchema>
