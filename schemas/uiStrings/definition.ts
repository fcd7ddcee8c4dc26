import { TranslateIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { copyRules } from '../localized/copyRules'
import { UI_STRING_KEYS, UI_STRING_PLACEHOLDERS, type UiStringKey } from './keys'

/** Placeholders in the Studio's words: what to keep when editing the text. */
function describe(key: UiStringKey): string | undefined {
  const names = UI_STRING_PLACEHOLDERS[key]
  if (!names) return undefined
  if (names.includes('count')) return 'A number with plural forms: {count, plural, one {# …} few {# …} many {# …} other {# …}}; # is the number.'
  return `Keep ${names.map((name) => `{${name}}`).join(', ')}: filled in when the page is shown.`
}

/** Warns when a language's text lost a placeholder, since the page would then miss a fact. */
function keepsPlaceholders(key: UiStringKey) {
  return (value: Record<string, unknown> | undefined) => {
    const names = UI_STRING_PLACEHOLDERS[key] ?? []
    const missing = Object.entries(value ?? {}).flatMap(([language, text]) =>
      typeof text === 'string' && text && !language.startsWith('_') ? names.filter((name) => !text.includes(`{${name}`)).map((name) => `${language}: {${name}}`) : [],
    )
    return missing.length === 0 ? true : `Missing placeholder ${missing.join(', ')}`
  }
}

export const uiStrings = defineType({
  name: 'uiStrings',
  title: 'Shared UI strings',
  type: 'document',
  icon: TranslateIcon,
  fields: UI_STRING_KEYS.map((key) =>
    defineField({
      name: key,
      type: 'localeString',
      description: describe(key),
      validation: (r) => [r.required(), r.custom(keepsPlaceholders(key)).warning(), ...copyRules(r)],
    }),
  ),
  preview: { prepare: () => ({ title: 'Shared UI strings' }) },
})
