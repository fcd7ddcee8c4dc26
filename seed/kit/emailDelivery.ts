/**
 * Builders for a funnel's `emailConfig` (spec 7: e-mail delivery per language and purpose, a
 * plugin list). Provider template ids follow one convention, `<funnel>_<purpose>`, so a
 * provider-side template is found by name; the real ids are edited in the Studio.
 */
import type { EmailDelivery, EmailPlugin } from '../../schemas/funnel/schema'
import type { EmailTemplateDocument } from '../../schemas/emailTemplate/schema'
import { keyed } from '../build'

type TemplateKey = EmailTemplateDocument['key']
type PluginInput = EmailPlugin extends infer P ? (P extends EmailPlugin ? Omit<P, '_key'> : never) : never

export const sendEmail = (templateId: string, templateKey: TemplateKey): PluginInput => ({ _type: 'emailPlugin', templateId, templateKey })

export const enrollInCourse = (courseId: string, enrollmentType: string): PluginInput => ({ _type: 'courseEnrollmentPlugin', courseId, enrollmentType })

export const addToMarketingList = (listId: string, tags: string[], templateKey: TemplateKey): PluginInput => ({
  _type: 'emailMarketingPlugin',
  listId,
  tags,
  templateKey,
})

interface DeliveryInput {
  purpose: EmailDelivery['purpose']
  languages: readonly string[]
  plugins: PluginInput[]
  /** The A/B test key and variant this delivery is for. */
  abCondition?: { test: string; variant: string }
}

/** The entries with their `_key`s (`delivery0`, ...; plugins `plugin0`, ...), in order. */
export function emailConfig(deliveries: DeliveryInput[]): EmailDelivery[] {
  return keyed(
    deliveries.map(({ purpose, languages, plugins, abCondition }) => ({
      _type: 'emailDelivery' as const,
      purpose,
      languages: [...languages],
      ...(abCondition ? { abCondition } : {}),
      plugins: keyed(plugins, 'plugin') as EmailDelivery['plugins'],
    })),
    'delivery',
  )
}

/**
 * The usual completion set: each purpose sends its template through the mail provider under
 * `<funnel>_<purpose>`. payment_confirmation sends the course-access template: it is the
 * e-mail that confirms the purchase and says how to get in, so no separate template exists.
 */
export function standardEmailConfig(funnelKey: string, languages: readonly string[], templateKeys: readonly TemplateKey[]): EmailDelivery[] {
  const purposes: [EmailDelivery['purpose'], TemplateKey][] = [
    ['welcome', 'welcome'],
    ['results', 'results'],
    ['payment_confirmation', 'courseAccess'],
  ]
  return emailConfig(
    purposes
      .filter(([, templateKey]) => templateKeys.includes(templateKey))
      .map(([purpose, templateKey]) => ({ purpose, languages, plugins: [sendEmail(`${funnelKey}_${purpose}`, templateKey)] })),
  )
}
