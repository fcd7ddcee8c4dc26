import * as z from 'zod'
import { BASE_LANGUAGE, EMAIL_LANGUAGES, PAGE_LANGUAGES } from '../languages'

/**
 * Builds `{ _type, en: required, <other>: optional }` from a language list, so the zod side
 * follows the same list as the Sanity side.
 */
function localized<T extends z.ZodType, L extends string, N extends string>(languages: readonly L[], value: T, typeName: N) {
  const shape = Object.fromEntries(
    languages.map((language) => [language, language === BASE_LANGUAGE ? value : value.optional()]),
  ) as { [K in L]: K extends typeof BASE_LANGUAGE ? T : z.ZodOptional<T> }
  return z.object({ _type: z.literal(typeName), ...shape })
}

const link = z.object({ _type: z.literal('link'), _key: z.string(), href: z.string().optional() })
const span = z.object({
  _type: z.literal('span'),
  _key: z.string(),
  text: z.string(),
  marks: z.array(z.string()).optional(),
})
/** A Portable Text block as the Studio's default block editor stores it. */
export const portableTextBlock = z.object({
  _type: z.literal('block'),
  _key: z.string(),
  children: z.array(span),
  style: z.enum(['normal', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote']).optional(),
  listItem: z.enum(['bullet', 'number']).optional(),
  level: z.number().optional(),
  markDefs: z.array(link).optional(),
})

export const localeStringSchema = localized(PAGE_LANGUAGES, z.string(), 'localeString')
export const localeTextSchema = localized(PAGE_LANGUAGES, z.string(), 'localeText')
export const localePortableTextSchema = localized(PAGE_LANGUAGES, z.array(portableTextBlock), 'localePortableText')
export const emailLocaleTextSchema = localized(EMAIL_LANGUAGES, z.string(), 'emailLocaleText')

export type LocaleString = z.infer<typeof localeStringSchema>
export type LocaleText = z.infer<typeof localeTextSchema>
export type LocalePortableText = z.infer<typeof localePortableTextSchema>
export type PortableTextBlock = z.infer<typeof portableTextBlock>
