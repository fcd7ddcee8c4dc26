import type { AbTestDocument } from '../../schemas/abTest/schema'
import { keyed } from '../build'
import { abTestId } from './ids'

/** A variant value, or a value with its weight; variants without weights share equally. */
export type VariantInput = string | [value: string, weight: number]

interface AbTestInput {
  name: string
  variants: VariantInput[]
  /** The page keys the test changes. */
  pages: string[]
  /** Shown in Studio: what each variant changes for the visitor. */
  description: string
  /** What an unassigned visitor sees; the first variant unless given. */
  defaultVariant?: string
}

/** An A/B test of a funnel: id `abTest.<funnel>.<name>`, key = name + `Key` (spec section 5). */
export function abTest(funnel: string, { name, variants, pages, description, defaultVariant }: AbTestInput): AbTestDocument {
  const equalShare = Math.round(10000 / variants.length) / 100
  const list = variants.map((variant) => (typeof variant === 'string' ? { value: variant, weight: equalShare } : { value: variant[0], weight: variant[1] }))
  return {
    _id: abTestId(funnel, name),
    _type: 'abTest',
    name,
    key: `${name}Key`,
    description,
    version: '1',
    variants: keyed(list.map((variant) => ({ _type: 'abVariant' as const, ...variant }))),
    defaultVariant: defaultVariant ?? list[0]!.value,
    pages,
  }
}

/** The variant values of a test, in order. */
export const variantValues = (test: AbTestDocument) => (test.variants ?? []).map((variant) => variant.value)

/** Each test's default variant, by test key: what a visitor without an assignment sees. */
export const defaultVariants = (tests: readonly AbTestDocument[]): Readonly<Record<string, string>> =>
  Object.fromEntries(tests.flatMap((test) => (test.defaultVariant ? [[test.key, test.defaultVariant]] : [])))
