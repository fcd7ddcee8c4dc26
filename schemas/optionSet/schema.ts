import * as z from 'zod/mini'
import { localeStringSchema } from '../localized/schema'
import { iconNameSchema } from '../shared/iconNames'
import { documentBase, nonEmptyString } from '../shared/schema'

export const optionSchema = z.object({
  _type: z.literal('option'),
  _key: z.string(),
  key: nonEmptyString(),
  label: localeStringSchema,
  /** Drawn before the label (a lucide name from the icon vocabulary). */
  icon: z.optional(iconNameSchema),
})

export const optionSetSchema = z.extend(documentBase('optionSet'), {
  name: nonEmptyString(),
  options: z.array(optionSchema).check(z.minLength(1)),
})

export type Option = z.infer<typeof optionSchema>
export type OptionSetDocument = z.infer<typeof optionSetSchema>
