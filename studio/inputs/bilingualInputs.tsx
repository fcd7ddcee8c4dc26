import { definePlugin, isObjectInputProps, type InputProps, type SchemaType } from 'sanity'
import { LOCALIZED_TYPE_NAMES } from '../../schemas/studio/missingTranslations'
import { LocalizedInput } from './LocalizedInput'

const localized = new Set<string>(LOCALIZED_TYPE_NAMES)

/** Whether a field is a localised text: its type, or a type it extends, is one of them. */
function isLocalized(schemaType: SchemaType | undefined): boolean {
  for (let type = schemaType; type; type = type.type) if (localized.has(type.name)) return true
  return false
}

function BilingualInput(props: InputProps) {
  return isObjectInputProps(props) && isLocalized(props.schemaType) ? <LocalizedInput {...props} /> : props.renderDefault(props)
}

/**
 * Every localised field of every document in the bilingual layout. A plugin rather than an
 * option on the localised types, so the types stay plain data for the schema extract.
 */
export const bilingualInputs = definePlugin({
  name: 'bilingual-inputs',
  form: { components: { input: BilingualInput } },
})
