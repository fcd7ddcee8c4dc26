import { describe, expect, it } from 'vitest'
import { emailTemplateSchema, type EmailTemplateDocument } from '../../schemas/emailTemplate/schema'
import { unknownPlaceholders } from '../../schemas/emailTemplate/fillPlaceholders'
import { EMAIL_LANGUAGES, type EmailLanguage } from '../../schemas/languages'
import { parentingEmailTemplates } from './parenting/emailTemplates'
import { parentingexpEmailTemplates } from './parentingexp/emailTemplates'

/**
 * The completion templates written in every e-mail language of their funnel (spec section 1).
 * The lifecycle e-mails (English and Polish, the rest falling back to English) and the
 * screen-detox e-mails are checked in lifecycleEmails.test.ts.
 */
const PARENTING: EmailLanguage[] = ['en', 'es', 'pl', 'de', 'tr']

const funnels: [funnel: string, templates: EmailTemplateDocument[], languages: EmailLanguage[]][] = [
  ['parenting', parentingEmailTemplates, PARENTING],
  ['parentingexp', parentingexpEmailTemplates, PARENTING],
]

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort()
const paragraphs = (text: string) => text.split('\n\n').length
const copy = (template: EmailTemplateDocument, language: EmailLanguage) => `${template.subject[language] ?? ''}\n${template.body[language] ?? ''}`

describe.each(funnels)('%s e-mail templates', (funnel, templates, languages) => {
  it('validate with zod, with ids emailTemplate.<funnel>.<key> and one template per key', () => {
    for (const template of templates) {
      expect(emailTemplateSchema.safeParse(template).success, template._id).toBe(true)
      expect(template._id).toBe(`emailTemplate.${funnel}.${template.key}`)
    }
    expect(new Set(templates.map((t) => t.key)).size).toBe(templates.length)
  })

  it("have every one of the funnel's e-mail languages and no other", () => {
    for (const language of languages) expect(EMAIL_LANGUAGES).toContain(language)
    for (const template of templates) {
      for (const language of EMAIL_LANGUAGES) {
        const where = `${template._id} ${language}`
        if (languages.includes(language)) {
          expect(template.subject[language]?.trim(), where).toBeTruthy()
          expect(template.body[language]?.trim(), where).toBeTruthy()
        } else {
          expect(template.subject[language], where).toBeUndefined()
          expect(template.body[language], where).toBeUndefined()
        }
      }
    }
  })

  it('say the same in every language: the same placeholders, all known, and the same paragraphs', () => {
    for (const template of templates) {
      for (const language of languages) {
        const where = `${template._id} ${language}`
        expect(unknownPlaceholders(copy(template, language)), where).toEqual([])
        expect(placeholders(copy(template, language)), where).toEqual(placeholders(copy(template, 'en')))
        expect(paragraphs(template.body[language]!), where).toBe(paragraphs(template.body.en))
        expect(copy(template, language), where).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|xxx/)
      }
    }
  })
})

/** The template of a key, in every language of its funnel. */
const texts = (templates: EmailTemplateDocument[], key: EmailTemplateDocument['key'], languages: EmailLanguage[]) => {
  const template = templates.find((t) => t.key === key)
  expect(template, key).toBeDefined()
  return languages.map((language) => template!.body[language]!)
}

describe('the e-mails keep the spec claims in every language', () => {
  it('parenting: the completion set, a 7-day trial, 8 modules and 300 strategies, 94% after 30 days', () => {
    expect(parentingEmailTemplates.map((t) => t.key)).toEqual(['welcome', 'results', 'courseAccess', 'followUpWeek1', 'followUpMonth1'])
    for (const text of texts(parentingEmailTemplates, 'welcome', PARENTING)) expect(text).toMatch(/7/)
    for (const text of texts(parentingEmailTemplates, 'courseAccess', PARENTING)) {
      for (const claim of [/\b300\b/, /\b8\b/]) expect(text).toMatch(claim)
    }
    for (const text of texts(parentingEmailTemplates, 'followUpMonth1', PARENTING)) expect(text).toMatch(/94[^]*30/)
  })

  it('parentingexp: one-time purchase, 30-day money-back guarantee, 14-day e-mail challenge', () => {
    expect(parentingexpEmailTemplates.map((t) => t.key)).toEqual(parentingEmailTemplates.map((t) => t.key))
    for (const text of texts(parentingexpEmailTemplates, 'welcome', PARENTING)) expect(text).toMatch(/\b14\b[^]*\b30\b/)
    for (const text of texts(parentingexpEmailTemplates, 'courseAccess', PARENTING)) {
      for (const claim of [/\b300\b/, /\b8\b/, /\b30\b/]) expect(text).toMatch(claim)
    }
    for (const text of texts(parentingexpEmailTemplates, 'welcome', PARENTING)) expect(text).not.toMatch(/\b7\b/)
    const results = (templates: EmailTemplateDocument[]) => templates.find((t) => t.key === 'results')
    expect(results(parentingexpEmailTemplates)?.body).toEqual(results(parentingEmailTemplates)?.body)
  })
})
