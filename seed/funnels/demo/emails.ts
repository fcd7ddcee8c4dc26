/**
 * How the demo funnel's e-mails are delivered (spec 7: demo e-mail languages en, es, pl) and
 * where completion sends the visitor. The demo has welcome and results templates only, so it has
 * no payment confirmation and schedules no follow-ups.
 */
import type { EmailDelivery, FunnelDocument } from '../../../schemas/funnel/schema'
import { keyed } from '../../build'
import { demoEmailTemplates } from './emailTemplates'
import { standardEmailConfig } from '../../kit/emailDelivery'
import { DEMO } from './page'

export const demoEmailConfig: EmailDelivery[] = standardEmailConfig(
  DEMO,
  ['en', 'es', 'pl'],
  demoEmailTemplates.map((template) => template.key),
)

/**
 * The demo shows the product's own app (the spec gives no addresses; these are the content's,
 * editable in the Studio). Also the e-mails' {{appLink}}.
 */
export const demoRedirects: NonNullable<FunnelDocument['redirects']> = keyed(
  [
    { _type: 'redirect' as const, platform: 'ios' as const, url: 'https://apps.apple.com/app/stepwise' },
    { _type: 'redirect' as const, platform: 'android' as const, url: 'https://play.google.com/store/apps/details?id=app.stepwise' },
  ],
  'redirect',
)
