import { SITE_SETTINGS_ID, type SiteSettingsDocument } from '../schemas/siteSettings/schema'

/**
 * The legal pages are framed from these URLs. They point at the copies served with the app
 * (web/public/legal) until the provider's hosted pages are entered in the Studio.
 */
export const siteSettings: SiteSettingsDocument = {
  _id: SITE_SETTINGS_ID,
  _type: 'siteSettings',
  termsUrl: '/legal/terms.html',
  policyUrl: '/legal/privacy.html',
  legalBackPath: '/deeps/register',
}
