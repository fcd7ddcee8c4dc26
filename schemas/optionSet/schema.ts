import * as z from 'zod'
import { localeStringSchema } from '../localized/schema'
import { documentBase } from '../shared/schema'

export const optionSchema = z.object({
  _type: z.literal('option'),
  _key: z.string(),
  key: z.string().min(1),
  label: localeStringSchema,
  emoji: z.string().optional(),
})

export const optionSetSchema = documentBase('optionSet').extend({
  name: z.string().min(1),
  options: z.array(optionSchema).min(1),
})

export type Option = z.infer<typeof optionSchema>
export type OptionSetDocument = z.infer<typeof optionSetSchema>
