/**
 * What completion reads of a funnel: its e-mail delivery, e-mail languages, redirects and
 * e-mail templates. Published documents only (the perspective, and drafts filtered by id in
 * case a content source ignores perspectives). The shapes are the content model's own zod.
 */
import * as z from 'zod/mini'
import { emailTemplateSchema, type EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import { companySchema, emailBrandSchema, type Company, type EmailBrandContent } from '../../../schemas/emailLayout/emailBrandSchema'
import { emailDeliverySchema, funnelSchema, type EmailDelivery, type FunnelDocument } from '../../../schemas/funnel/schema'
import { processingRuleSchema } from '../../../schemas/rule/schema'
import { abTestDefaultsSchema, absentIfNull, type AbTestDefaults } from './contentFields'

export const COMPLETION_QUERY = `*[_type == "funnel" && key == $key && !(_id in path("drafts.**"))][0]{
  _id, key, name, emailLanguages, emailConfig, redirects, productLinks, launchedAt,
  "waitingRooms": coalesce(pages[]->{ componentType == "waitingRoom" => { key, hidden, rules, refundConfirmationText } }, []),
  "abTests": coalesce(abTests[]->{ key, defaultVariant, variants }, []),
  "emailTemplates": coalesce(emailTemplates[]->, []),
  emailBrand,
  "company": *[_type == "siteSettings" && !(_id in path("drafts.**"))][0].company
}`


const waitingRoomPromiseSchema = z.object({
  key: z.string(),
  hidden: absentIfNull(z.boolean()),
  rules: absentIfNull(z.array(processingRuleSchema)),
  refundConfirmationText: absentIfNull(z.record(z.string(), z.unknown())),
})
export type WaitingRoomPromise = z.output<typeof waitingRoomPromiseSchema>


export type Redirect = NonNullable<FunnelDocument['redirects']>[number]
export type ProductLink = NonNullable<FunnelDocument['productLinks']>[number]

export interface CompletionContent {
  key: string
  name: string | null
  emailLanguages: string[]
  emailConfig: EmailDelivery[]
  redirects: Redirect[]
  /** The one-time formats' links (download, audio, course); the access e-mails link to them. */
  productLinks: ProductLink[]
  /** When the waiting room's product launched (ISO 8601); null while it is still being prepared. */
  launchedAt: string | null
  /** The waiting rooms' refund promises with their rules, to tell what one visitor was promised (lifecycle/refundConfirmation.ts). */
  waitingRooms: WaitingRoomPromise[]
  abTests: AbTestDefaults[]
  emailTemplates: EmailTemplateDocument[]
  /** The e-mails' logo and colours; absent: the layout's defaults. */
  emailBrand?: EmailBrandContent | null
  /** The sender named in every e-mail's footer (siteSettings.company). */
  company?: Company | null
}

const shape = funnelSchema.def.shape

/** GROQ answers null for a field the document lacks, hence nullish. */
export const completionFunnelSchema = z.object({
  _id: z.string(),
  key: shape.key,
  name: z.nullish(z.string()),
  emailLanguages: z.nullish(shape.emailLanguages),
  emailConfig: z.nullish(z.array(emailDeliverySchema)),
  redirects: z.nullish(shape.redirects),
  productLinks: z.nullish(shape.productLinks),
  launchedAt: z.nullish(shape.launchedAt),
  waitingRooms: z.nullish(z.array(z.unknown())),
  abTests: z.nullish(z.array(abTestDefaultsSchema)),
  // Templates are checked one by one: a broken one is left out, the others still send.
  emailTemplates: z.array(z.unknown()),
  // Brand and company are optional dressing: a broken one falls back to the defaults, never stops a send.
  emailBrand: z.optional(z.unknown()),
  company: z.optional(z.unknown()),
})

export type InvalidTemplate = { id: string; problem: string }

/** The funnel's completion content, or the first problem (field path and message) that rejects it. */
export function parseCompletionContent(raw: unknown): { content: CompletionContent; invalidTemplates: InvalidTemplate[] } | { problem: string } {
  const parsed = completionFunnelSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { problem: `${issue?.path.join('.') || 'funnel'}: ${issue?.message ?? 'invalid'}` }
  }
  const funnel = parsed.data
  const emailTemplates: EmailTemplateDocument[] = []
  const invalidTemplates: InvalidTemplate[] = []
  for (const candidate of funnel.emailTemplates) {
    const template = emailTemplateSchema.safeParse(candidate)
    if (template.success) emailTemplates.push(template.data)
    else if (candidate !== null) {
      const issue = template.error.issues[0]
      const id = typeof candidate === 'object' && '_id' in candidate ? String(candidate._id) : 'unknown'
      invalidTemplates.push({ id, problem: `${issue?.path.join('.')}: ${issue?.message}` })
    }
  }
  return {
    content: {
      key: funnel.key,
      name: funnel.name ?? null,
      emailLanguages: funnel.emailLanguages ?? [],
      emailConfig: funnel.emailConfig ?? [],
      redirects: funnel.redirects ?? [],
      productLinks: funnel.productLinks ?? [],
      launchedAt: funnel.launchedAt ?? null,
      waitingRooms: (funnel.waitingRooms ?? []).flatMap((page) => {
        const parsed = waitingRoomPromiseSchema.safeParse(page)
        return parsed.success ? [parsed.data] : []
      }),
      abTests: funnel.abTests ?? [],
      emailTemplates,
      emailBrand: emailBrandSchema.safeParse(funnel.emailBrand).data ?? null,
      company: companySchema.safeParse(funnel.company).data ?? null,
    },
    invalidTemplates,
  }
}
