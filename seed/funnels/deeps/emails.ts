/** How the deeps e-mails are delivered; their copy is in ./emailTemplates.ts. */
import type { EmailDelivery } from '../../../schemas/funnel/schema'
import { standardEmailConfig } from '../../kit/emailDelivery'
import { deepsEmailTemplates } from './emailTemplates'

/** Spec 7: deeps e-mails in en, es, pl, de, tr; welcome, results and the payment confirmation (course access). */
export const deepsEmailConfig: EmailDelivery[] = standardEmailConfig(
  'deeps',
  ['en', 'es', 'pl', 'de', 'tr'],
  deepsEmailTemplates.map((template) => template.key),
)
