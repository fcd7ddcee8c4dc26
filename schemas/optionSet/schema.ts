import * as z from 'zod/mini'
import { localeStringSchema } from '../localized/schema'
import { documentBase, nonEmptyString } from '../shared/schema'

export const optionSchema = z.object({
  _type: z.literal('option'),
  _key: z.string(),
  key: nonEmptyString(),
  label: localeStringSchema,
  emoji: z.optional(z.string()),
})

export const optionSetSchema = z.extend(documentBase('optionSet'), {
  name: nonEmptyString(),
  options: z.array(optionSchema).check(z.minLength(1)),
})

export type Option = z.infer<typeof optionSchema>
export type OptionSetDocument = z.infer<typeof optionSetSchema>
