/**
 * How the parenting e-mails are delivered (e-mail languages en, es, pl, de, tr) and the app
 * download link completion redirects to (parenting spec 4). Templates: ./emailTemplates.ts.
 */
import type { EmailDelivery, FunnelDocument } from '../../../schemas/funnel/schema'
import { keyed } from '../../build'
import { standardEmailConfig } from '../../kit/emailDelivery'
import { parentingEmailTemplates } from './emailTemplates'
import { PARENTING } from './page'

export const PARENTING_EMAIL_LANGUAGES = ['en', 'es', 'pl', 'de', 'tr']

export const parentingEmailConfig: EmailDelivery[] = standardEmailConfig(
  PARENTING,
  PARENTING_EMAIL_LANGUAGES,
  parentingEmailTemplates.map((template) => template.key),
)

/**
 * The parenting app is the same app as leadership (its own parenting track), on iOS and Android
 * (spec 9: "Offered on iOS and Android"). The spec gives no addresses; these are the content's.
 */
export const parentingRedirects: NonNullable<FunnelDocument['redirects']> = keyed(
  [
    { _type: 'redirect' as const, platform: 'ios' as const, url: 'https://apps.apple.com/app/stepwise' },
    { _type: 'redirect' as const, platform: 'android' as const, url: 'https://play.google.com/store/apps/details?id=app.stepwise' },
  ],
  'redirect',
)
