import * as z from 'zod/mini'

/** A CSS colour as six hex digits: e-mail clients agree on nothing else, and it cannot carry CSS. */
export const hexColourSchema = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'A colour is # and six hex digits, e.g. #2f5bea'))

/**
 * How a funnel's e-mails look: its logo (a PNG or JPEG, since e-mail clients do not show SVG;
 * a path on the site such as /email/deeps.png, or an absolute URL) and its colours. Every field
 * is optional: what is missing takes the web app's own colours and the funnel's name as text.
 */
export const emailBrandSchema = z.object({
  logo: z.optional(
    z.object({
      url: z.string().check(z.minLength(1)),
      alt: z.string().check(z.minLength(1)),
      /** The size it is shown at in CSS pixels (the file is twice that, for sharp screens). */
      width: z.number().check(z.int(), z.positive()),
      height: z.number().check(z.int(), z.positive()),
    }),
  ),
  primaryColor: z.optional(hexColourSchema),
  textColor: z.optional(hexColourSchema),
  background: z.optional(hexColourSchema),
})

export type EmailBrandContent = z.infer<typeof emailBrandSchema>

/** The sender behind every e-mail: the company's name and postal address (siteSettings.company). */
export const companySchema = z.object({
  name: z.string().check(z.minLength(1)),
  postalAddress: z.string().check(z.minLength(1)),
})

export type Company = z.infer<typeof companySchema>
