/**
 * Compile-time proof that what the GROQ queries return is what zod accepts: TypeGen's query
 * result types (which say `null` wherever a projection can miss a field) must be assignable to
 * the schemas' input types. A projection that can yield null where zod wants a value, or a
 * field zod types differently, fails `npm run typecheck` here, naming the fields.
 */
import type * as z from 'zod/mini'
import type * as Sanity from './sanity.types'
import type { funnelContentSchema } from './content/schema'
import type { siteSchema } from './content/site'
import type { ComponentType } from './page/componentTypes'

/** true, or the fields whose query result zod would reject. */
type Accepts<Input, Result> = [Result] extends [Input]
  ? true
  : { fieldsZodRejects: { [K in keyof Result & keyof Input]: [Result[K]] extends [Input[K]] ? never : K }[keyof Result & keyof Input] }

type Element<T> = T extends readonly (infer E)[] ? E : never

// Nulls that mean broken content rather than a legitimately missing field: a funnel key that
// matches nothing (the app reports "no such funnel"), a page reference that points nowhere
// (mergeContent names it and keeps the snapshot twin), a missing uiStrings or siteSettings
// singleton (zod rejects it with the document named). Everything else must pass as it comes.
type Content = NonNullable<Sanity.FUNNEL_CONTENT_QUERY_RESULT>
type ContentInput = z.input<typeof funnelContentSchema>
type QueryPage = NonNullable<Element<Content['pages']>>
type PageInput = Element<ContentInput['pages']>

/** The page union has one member per template: each must accept a query page of its type. */
type PagesAccepted = { [T in ComponentType]: Accepts<Extract<PageInput, { componentType: T }>, Omit<QueryPage, 'componentType'> & { componentType: T }> }
type AllTrue<T> = [T[keyof T]] extends [true] ? true : { templatesRejectingQueryPages: { [K in keyof T]: T[K] extends true ? never : K }[keyof T] }

type Site = Sanity.SITE_QUERY_RESULT
type SiteInput = z.input<typeof siteSchema>

export const queriesAgree: [
  Accepts<Omit<ContentInput, 'pages' | 'uiStrings'>, Omit<Content, 'pages' | 'uiStrings'>>,
  Accepts<ContentInput['uiStrings'], NonNullable<Content['uiStrings']>>,
  AllTrue<PagesAccepted>,
  Accepts<SiteInput['funnels'], Site['funnels']>,
  Accepts<SiteInput['settings'], NonNullable<Site['settings']>>,
] = [true, true, true, true, true]
