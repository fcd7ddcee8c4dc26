import * as z from 'zod/mini'
import { localeStringSchema } from '../localized/schema'
import { documentBase } from '../shared/schema'
import { UI_STRING_KEYS, type UiStringKey } from './keys'

const fields = Object.fromEntries(UI_STRING_KEYS.map((key) => [key, localeStringSchema])) as Record<
  UiStringKey,
  typeof localeStringSchema
>

export const uiStringsSchema = z.extend(documentBase('uiStrings'), fields)

export type UiStringsDocument = z.infer<typeof uiStringsSchema>
