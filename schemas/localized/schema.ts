import * as z from 'zod/mini'
import { BASE_LANGUAGE, EMAIL_LANGUAGES, PAGE_LANGUAGES } from '../languages'

/**
 * Builds `{ _type, en: required, <other>: optional }` from a language list, so the zod side
 * follows the same list as the Sanity side.
 */
function localized<T extends z.ZodMiniType, L extends string, N extends string>(languages: readonly L[], value: T, typeName: N) {
  const shape = Object.fromEntries(
    languages.map((language) => [language, language === BASE_LANGUAGE ? value : z.optional(value)]),
  ) as { [K in L]: K extends typeof BASE_LANGUAGE ? T : z.ZodMiniOptional<T> }
  return z.object({ _type: z.literal(typeName), ...shape })
}

const link = z.object({ _type: z.literal('link'), _key: z.string(), href: z.optional(z.string()) })
// The block editor's stored shape: `children` and a span's `text` may be absent (an emptied
// line), so the schema accepts that and the renderer reads them as empty. Any other array
// member (images, embeds) is rejected here: the document keeps its snapshot twin.
const span = z.object({
  _type: z.literal('span'),
  _key: z.string(),
  text: z.optional(z.string()),
  marks: z.optional(z.array(z.string())),
})
/** A Portable Text block as the Studio's default block editor stores it (bold, italics, links, lists). */
export const portableTextBlock = z.object({
  _type: z.literal('block'),
  _key: z.string(),
  children: z.optional(z.array(span)),
  style: z.optional(z.enum(['normal', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'])),
  listItem: z.optional(z.enum(['bullet', 'number'])),
  level: z.optional(z.number()),
  markDefs: z.optional(z.array(link)),
})

export const localeStringSchema = localized(PAGE_LANGUAGES, z.string(), 'localeString')
export const localeTextSchema = localized(PAGE_LANGUAGES, z.string(), 'localeText')
export const localePortableTextSchema = localized(PAGE_LANGUAGES, z.array(portableTextBlock), 'localePortableText')
export const emailLocaleStringSchema = localized(EMAIL_LANGUAGES, z.string(), 'emailLocaleString')
export const emailLocaleTextSchema = localized(EMAIL_LANGUAGES, z.string(), 'emailLocaleText')

export type LocaleString = z.infer<typeof localeStringSchema>
export type LocaleText = z.infer<typeof localeTextSchema>
export type LocalePortableText = z.infer<typeof localePortableTextSchema>
export type PortableTextBlock = z.infer<typeof portableTextBlock>
export type EmailLocaleString = z.infer<typeof emailLocaleStringSchema>
export type EmailLocaleText = z.infer<typeof emailLocaleTextSchema>
