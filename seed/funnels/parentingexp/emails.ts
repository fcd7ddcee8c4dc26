/**
 * How the experimental parenting e-mails are delivered: as /parenting, under this funnel's own
 * provider template ids (its copy differs: a one-time purchase), and the same app download link.
 */
import type { EmailDelivery } from '../../../schemas/funnel/schema'
import { standardEmailConfig } from '../../kit/emailDelivery'
import { parentingexpEmailTemplates } from './emailTemplates'
import { PARENTING_EMAIL_LANGUAGES, parentingRedirects } from '../parenting/emails'
import { PARENTINGEXP } from './tests'

export const parentingexpEmailConfig: EmailDelivery[] = standardEmailConfig(
  PARENTINGEXP,
  PARENTING_EMAIL_LANGUAGES,
  parentingexpEmailTemplates.map((template) => template.key),
)

export const parentingexpRedirects = parentingRedirects
