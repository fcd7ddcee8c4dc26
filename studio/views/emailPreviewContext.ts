import * as z from 'zod/mini'
import { companySchema, emailBrandSchema } from '../../schemas/emailLayout/emailBrandSchema'

/**
 * What the preview needs besides the template: the first funnel that sends it (its name and
 * brand) and the sending company. Drafts count, so an unpublished brand or address shows too.
 */
export const EMAIL_PREVIEW_CONTEXT = `{
  "funnel": *[_type == "funnel" && references($id)] | order(_id desc)[0]{ key, name, emailBrand },
  "company": *[_type == "siteSettings"] | order(_id desc)[0].company
}`

// A broken brand or company shows the defaults, as it does in a sent e-mail (completionContent.ts).
export const emailPreviewContextSchema = z.object({
  funnel: z.nullish(z.object({ key: z.string(), name: z.nullish(z.string()), emailBrand: z.catch(z.nullish(emailBrandSchema), null) })),
  company: z.catch(z.nullish(companySchema), null),
})

export type EmailPreviewContext = z.infer<typeof emailPreviewContextSchema>
