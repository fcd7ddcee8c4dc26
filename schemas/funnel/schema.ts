import * as z from 'zod/mini'
import { emailBrandSchema } from '../emailLayout/emailBrandSchema'
import type { EmailPurpose } from '../completion/wire'
import { EMAIL_TEMPLATE_KEYS } from '../emailTemplate/schema'
import { localeTextSchema } from '../localized/schema'
import { iconNameSchema } from '../shared/iconNames'
import { arrayReferenceSchema, documentBase, nonEmptyString, referenceSchema } from '../shared/schema'

/**
 * The completion wire's e-mail purposes, repeated here (checked equal below) so the funnel
 * schema, which the landing loads, does not pull the callables' payload schemas along.
 */
export const EMAIL_PURPOSES = ['welcome', 'results', 'payment_confirmation'] as const satisfies readonly EmailPurpose[]
type MissingPurpose = Exclude<EmailPurpose, (typeof EMAIL_PURPOSES)[number]>
export const purposesAgree: [MissingPurpose] extends [never] ? true : { missing: MissingPurpose } = true

/** Sends one of our e-mail templates through the mail provider, under the provider's own template id. */
export const emailPluginSchema = z.object({
  _type: z.literal('emailPlugin'),
  _key: z.string(),
  /** The provider's id of this e-mail (its template, for its statistics and suppression lists). */
  templateId: nonEmptyString(),
  /** Our emailTemplate key: the copy that is rendered (locally into the outbox). */
  templateKey: z.enum(EMAIL_TEMPLATE_KEYS),
})

/** Enrolls the buyer in a course on the course platform; the answer carries its login URL. */
export const courseEnrollmentPluginSchema = z.object({
  _type: z.literal('courseEnrollmentPlugin'),
  _key: z.string(),
  courseId: nonEmptyString(),
  enrollmentType: nonEmptyString(),
})

/** Adds the visitor to an e-mail marketing list with tags; the list's automation sends the template. */
export const emailMarketingPluginSchema = z.object({
  _type: z.literal('emailMarketingPlugin'),
  _key: z.string(),
  /** The marketing provider's list (audience) id. */
  listId: nonEmptyString(),
  tags: z.array(z.string()),
  templateKey: z.enum(EMAIL_TEMPLATE_KEYS),
})

export const emailPluginsSchema = z.discriminatedUnion('_type', [emailPluginSchema, courseEnrollmentPluginSchema, emailMarketingPluginSchema])

/**
 * One way an e-mail purpose is delivered (spec 7: per language and purpose, a plugin list). An
 * entry with an A/B condition applies only to visitors in that variant and wins over one without.
 */
export const emailDeliverySchema = z.object({
  _type: z.literal('emailDelivery'),
  _key: z.string(),
  purpose: z.enum(EMAIL_PURPOSES),
  languages: z.array(z.string()).check(z.minLength(1)),
  /** The A/B test's key (its name + Key, as page rules name it) and the variant. */
  abCondition: z.optional(z.object({ test: nonEmptyString(), variant: nonEmptyString() })),
  plugins: z.array(emailPluginsSchema).check(z.minLength(1)),
})

export type EmailPlugin = z.infer<typeof emailPluginsSchema>
export type EmailDelivery = z.infer<typeof emailDeliverySchema>

/** The links a one-time product's formats are delivered through. */
export const PRODUCT_LINK_KINDS = ['download', 'audio', 'course'] as const

/** Messages are the spec's own (section 8, funnel registration problems). */
export const funnelSchema = z.extend(documentBase('funnel'), {
  key: nonEmptyString('Onboarding config must have a key'),
  basePath: z
    .string({ error: 'Onboarding config must have a basePath' })
    .check(z.regex(/^\/[a-z0-9-]+$/, 'A basePath is a slash and one lower-case segment')),
  name: z.optional(z.string()),
  description: z.optional(localeTextSchema),
  icon: z.optional(iconNameSchema),
  order: z.optional(z.number()),
  background: z.optional(z.string()),
  /** The funnel's look (schemas/theme); without one the app's own tokens apply. */
  theme: z.optional(referenceSchema),
  pages: z.array(arrayReferenceSchema, { error: 'Onboarding config must have a pages array' }),
  processing: z.object(
    { totalProgress: z.optional(z.number().check(z.positive())) },
    { error: 'Onboarding config must have a processPages function' },
  ),
  emailTemplates: z.optional(z.array(arrayReferenceSchema)),
  abTests: z.optional(z.array(arrayReferenceSchema)),
  pricingLookupKey: z.optional(z.string()),
  /** Where completion sends the visitor: the app download destination per platform. */
  redirects: z.optional(
    z.array(z.object({ _type: z.literal('redirect'), _key: z.string(), platform: z.enum(['ios', 'android', 'web']), url: nonEmptyString() })),
  ),
  /** Where a one-time product's formats are fetched: the PDF toolkit, its audio, the video course (e-mails link to them). */
  productLinks: z.optional(
    z.array(z.object({ _type: z.literal('productLink'), _key: z.string(), kind: z.enum(PRODUCT_LINK_KINDS), url: nonEmptyString() })),
  ),
  /** When the product a waiting room promises was launched: from then on, visitors who chose to wait get the launch notice. */
  launchedAt: z.optional(z.iso.datetime({ offset: true })),
  emailLanguages: z.optional(z.array(z.string())),
  /** The e-mails' logo and colours (schemas/emailLayout); what is missing takes the web app's own. */
  emailBrand: z.optional(emailBrandSchema),
  /** How each completion e-mail is delivered (spec 7); read by the functions, not by the app. */
  emailConfig: z.optional(z.array(emailDeliverySchema)),
})

export type FunnelDocument = z.infer<typeof funnelSchema>
