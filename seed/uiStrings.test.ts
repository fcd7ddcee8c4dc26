import { describe, expect, it } from 'vitest'
import { PAGE_LANGUAGES } from '../schemas/languages'
import { UI_STRING_KEYS, UI_STRING_PLACEHOLDERS } from '../schemas/uiStrings/keys'
import { uiStringsSchema } from '../schemas/uiStrings/schema'
import { uiStrings } from './uiStrings'

describe('uiStrings seed', () => {
  it('is a valid document with every key in every page language', () => {
    expect(uiStringsSchema.safeParse(uiStrings).success).toBe(true)
    for (const key of UI_STRING_KEYS) for (const language of PAGE_LANGUAGES) expect(uiStrings[key][language], `${key}.${language}`).toBeTruthy()
  })

  it('keeps every placeholder in every language, and gives each plural the forms its language uses', () => {
    for (const [key, names] of Object.entries(UI_STRING_PLACEHOLDERS)) {
      for (const language of PAGE_LANGUAGES) {
        const text = uiStrings[key as keyof typeof UI_STRING_PLACEHOLDERS][language] ?? ''
        for (const name of names) expect(text, `${key}.${language}`).toContain(`{${name}`)
        if (!names.includes('count')) continue
        for (const category of new Intl.PluralRules(language).resolvedOptions().pluralCategories) {
          expect(text, `${key}.${language} ${category}`).toMatch(new RegExp(`\\b${category} \\{`))
        }
      }
    }
  })
})
