/**
 * All template fields by name, merged from the contracts, and which templates read each. The
 * rule override shape and the Studio page type are built from this, so a field that no template
 * reads exists nowhere.
 */
import { PAGE_CONTRACTS } from './templates'
import type { ComponentType } from './componentTypes'
import type { PageField } from './fields'

type ContractFields = (typeof PAGE_CONTRACTS)[number]['fields']
/** Every field name some template reads. */
export type TemplateFieldName = ContractFields extends infer F ? (F extends unknown ? keyof F & string : never) : never
type FieldOf<K extends TemplateFieldName> = Extract<ContractFields, Record<K, PageField>>[K]
export type TemplateFields = { [K in TemplateFieldName]: FieldOf<K> }

function mergeFields() {
  const fields: Record<string, PageField> = {}
  const readers: Record<string, ComponentType[]> = {}
  for (const contract of PAGE_CONTRACTS) {
    for (const [name, field] of Object.entries(contract.fields)) {
      // Two templates sharing a name must share the field, or the Studio could show one
      // template's field with another template's validation.
      if (fields[name] && fields[name] !== field) throw new Error(`Page field "${name}" is declared twice with different definitions (${contract.componentType}); move it to schemas/page/fields.ts`)
      fields[name] = field
      ;(readers[name] ??= []).push(contract.componentType)
    }
  }
  return { fields: fields as TemplateFields, readers: readers as Record<TemplateFieldName, ComponentType[]> }
}

const merged = mergeFields()
export const templateFields: TemplateFields = merged.fields
/** For each field, the componentTypes whose template reads it (the Studio hides it elsewhere). */
export const fieldReaders: Record<TemplateFieldName, ComponentType[]> = merged.readers
