/**
 * Compile-time proof that every zod schema and the TypeGen type of the same Sanity type agree:
 * a zod-valid value is a valid Sanity value, and both sides have the same fields. When the
 * Studio schema and a zod schema drift apart, `npm run typecheck` fails here, naming the field.
 */
import type * as Sanity from './sanity.types'
import type { AbTestDocument, AbVariant } from './abTest/schema'
import type { EmailTemplateDocument } from './emailTemplate/schema'
import type { FunnelDocument } from './funnel/schema'
import type { EmailLocaleString, EmailLocaleText, LocalePortableText, LocaleString, LocaleText } from './localized/schema'
import type { Option, OptionSetDocument } from './optionSet/schema'
import type { PageDocument } from './page/schema'
import type { Chart, EmpathyRange, Expert, OptionInfo, PageItem, Paywall, Plan, Review } from './page/blocks/schema'
import type { AnswerCondition, PageOverride, ProcessingRule, VariantCondition } from './rule/schema'
import type { SiteSettingsDocument } from './siteSettings/schema'
import type { ThemeDocument, ThemeLogo } from './theme/schema'
import type { UiStringsDocument } from './uiStrings/schema'

/** Sanity adds these on write; content from code (seed, tests) may not carry them yet. */
type SystemField = '_createdAt' | '_updatedAt' | '_rev'

type Agrees<Zod, Generated> = [Zod] extends [Omit<Generated, SystemField>]
  ? [Exclude<keyof Generated, SystemField | keyof Zod>] extends [never]
    ? [Exclude<keyof Zod, keyof Generated | SystemField>] extends [never]
      ? true
      : { fieldsOnlyInZod: Exclude<keyof Zod, keyof Generated | SystemField> }
    : { fieldsMissingInZod: Exclude<keyof Generated, SystemField | keyof Zod> }
  : { zodValueIsNotAValidSanityValue: [Zod, Generated] }

type Element<T> = T extends readonly (infer E)[] ? E : never

/** Keys of every member of a union (keyof a union gives only the shared ones). */
type KeysOfUnion<T> = T extends unknown ? keyof T : never

/**
 * The page is a union of one member per template; Sanity's page type is flat. Each member must
 * be a valid Sanity page, and every Sanity page field must be read by some template.
 */
type PageAgrees<Zod, Generated> = [Zod] extends [Omit<Generated, SystemField>]
  ? [Exclude<keyof Generated, SystemField | KeysOfUnion<Zod>>] extends [never]
    ? [Exclude<KeysOfUnion<Zod>, keyof Generated | SystemField>] extends [never]
      ? true
      : { fieldsOnlyInZod: Exclude<KeysOfUnion<Zod>, keyof Generated | SystemField> }
    : { fieldsMissingInZod: Exclude<keyof Generated, SystemField | KeysOfUnion<Zod>> }
  : { zodValueIsNotAValidSanityValue: [Zod, Generated] }

export const typesAgree: [
  PageAgrees<PageDocument, Sanity.Page>,
  Agrees<FunnelDocument, Sanity.Funnel>,
  Agrees<OptionSetDocument, Sanity.OptionSet>,
  Agrees<Option, Element<Sanity.OptionSet['options']>>,
  Agrees<AbTestDocument, Sanity.AbTest>,
  Agrees<AbVariant, Element<NonNullable<Sanity.AbTest['variants']>>>,
  Agrees<UiStringsDocument, Sanity.UiStrings>,
  Agrees<LocaleString, Sanity.LocaleString>,
  Agrees<LocaleText, Sanity.LocaleText>,
  Agrees<LocalePortableText, Sanity.LocalePortableText>,
  Agrees<ProcessingRule, Sanity.ProcessingRule & { _key: string }>,
  Agrees<PageOverride, Sanity.PageOverride>,
  Agrees<VariantCondition, Sanity.VariantCondition & { _key: string }>,
  Agrees<AnswerCondition, Sanity.AnswerCondition & { _key: string }>,
  Agrees<EmailTemplateDocument, Sanity.EmailTemplate>,
  Agrees<EmailLocaleString, Sanity.EmailLocaleString>,
  Agrees<EmailLocaleText, Sanity.EmailLocaleText>,
  Agrees<SiteSettingsDocument, Sanity.SiteSettings>,
  Agrees<PageItem, Sanity.PageItem & { _key: string }>,
  Agrees<Review, Sanity.Review & { _key: string }>,
  Agrees<Chart, Sanity.Chart>,
  Agrees<Expert, Sanity.Expert>,
  Agrees<Paywall, Sanity.Paywall>,
  Agrees<Plan, Sanity.Plan & { _key: string }>,
  Agrees<EmpathyRange, Sanity.EmpathyRange & { _key: string }>,
  Agrees<OptionInfo, Sanity.OptionInfo & { _key: string }>,
  Agrees<ThemeDocument, Sanity.Theme>,
  Agrees<ThemeLogo, Sanity.ThemeLogo>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]
