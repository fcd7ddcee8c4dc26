import { SITE_SETTINGS_ID, type SiteSettingsDocument } from '../schemas/siteSettings/schema'

/**
 * The legal pages are framed from these URLs. They point at the copies served with the app
 * (web/public/legal) until the provider's hosted pages are entered in the Studio. The company
 * is the sender every e-mail's footer names; a plausible stand-in until the real one is entered.
 */
export const siteSettings: SiteSettingsDocument = {
  _id: SITE_SETTINGS_ID,
  _type: 'siteSettings',
  termsUrl: '/legal/terms.html',
  policyUrl: '/legal/privacy.html',
  legalBackPath: '/deeps/register',
  company: { name: 'Stepwise Labs sp. z o.o.', postalAddress: 'ul. Prosta 51\n00-838 Warszawa\nPoland' },
}
