import { defineArrayMember, defineField, type FieldDefinition } from 'sanity'
import { copyRules, type CopyRule } from '../localized/copyRules'
import type { PageFieldGroup, SanityFieldSpec } from './fields'

type Hidden = (context: { document?: { componentType?: unknown } }) => boolean

/**
 * Localised text longer than `limit` in any language: a warning, not an error. A field's own
 * rules replace its type's in Sanity, so the content checks come along.
 */
function lengthWarning(limit: number) {
  return <R extends CopyRule<R>>(rule: R): R[] => [
    rule
      .custom((value) => {
        if (!value || typeof value !== 'object') return true
        const long = Object.entries(value).filter(([language, text]) => !language.startsWith('_') && typeof text === 'string' && text.length > limit)
        return long.length === 0 ? true : `Longer than ${limit} characters in ${long.map(([language]) => language).join(', ')}: it may not fit on a phone`
      })
      .warning(),
    ...copyRules(rule),
  ]
}

/**
 * A Sanity field from a page field's plain spec. `readers` hides the field on pages whose
 * template does not read it, so a copywriter sees only what shows.
 */
export function sanityField(name: string, spec: Omit<SanityFieldSpec, 'group'> & { group?: PageFieldGroup }, readers?: readonly string[]): FieldDefinition {
  const hidden: Hidden | undefined = readers ? ({ document }) => !readers.includes(String(document?.componentType)) : undefined
  const description = [spec.description, spec.maxLength ? `Up to about ${spec.maxLength} characters` : undefined].filter(Boolean).join('. ')
  return defineField({
    name,
    type: spec.type,
    ...(spec.group ? { group: spec.group } : {}),
    ...(spec.title ? { title: spec.title } : {}),
    ...(description ? { description } : {}),
    ...(spec.of ? { of: spec.of.map((member) => defineArrayMember({ type: member.type })) } : {}),
    ...(spec.to ? { to: spec.to.map((target) => ({ type: target.type })) } : {}),
    ...(spec.options ? { options: { list: [...spec.options.list] } } : {}),
    ...(spec.maxLength ? { validation: lengthWarning(spec.maxLength) } : {}),
    ...(hidden ? { hidden } : {}),
  } as FieldDefinition)
}
