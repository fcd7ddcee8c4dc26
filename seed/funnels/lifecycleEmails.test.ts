import { describe, expect, it } from 'vitest'
import { emailTemplateSchema, SERIES_TEMPLATE_KEYS, type EmailTemplateDocument, type EmailTemplateKey } from '../../schemas/emailTemplate/schema'
import { unknownPlaceholders } from '../../schemas/emailTemplate/fillPlaceholders'
import type { FunnelDocument } from '../../schemas/funnel/schema'
import { EMAIL_LANGUAGES, type EmailLanguage } from '../../schemas/languages'
import { seedDocuments } from '../dataset'
import { emailTemplateId } from '../kit/ids'

const documents = seedDocuments()
const byId = new Map(documents.map((doc) => [doc._id, doc]))
const funnels = documents.filter((doc): doc is FunnelDocument => doc._type === 'funnel')
const funnel = (key: string) => funnels.find((candidate) => candidate.key === key)!
const templatesOf = (f: FunnelDocument) => (f.emailTemplates ?? []).map((ref) => byId.get(ref._ref) as EmailTemplateDocument)
const pagesOf = (f: FunnelDocument) => (f.pages ?? []).map((ref) => JSON.stringify(byId.get(ref._ref)))

/** The keys this work added: each is written in English and Polish at least. */
const LIFECYCLE_KEYS: EmailTemplateKey[] = [
  'trialReminder',
  'refundConfirmation',
  'launchNotice',
  'dailyTips',
  'challengeLesson',
  'accessDownloads',
  'accessVideoCourse',
  'accessApp',
  'accessChallenge',
]
const isSeries = (key: EmailTemplateKey) => (SERIES_TEMPLATE_KEYS as readonly string[]).includes(key)
const needsPolish = (f: FunnelDocument, t: EmailTemplateDocument) => LIFECYCLE_KEYS.includes(t.key) || f.key.startsWith('screendetox')

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]))].sort()
/** Everything a reader sees in one language: subject, body and the button's label and address. */
const copy = (t: EmailTemplateDocument, language: EmailLanguage) =>
  [t.subject[language] ?? '', t.body[language] ?? '', t.callToAction?.label[language] ?? '', t.callToAction?.url ?? ''].join('\n')
const languagesOf = (t: EmailTemplateDocument) => EMAIL_LANGUAGES.filter((language) => t.body[language] !== undefined)
const template = (funnelKey: string, key: EmailTemplateKey) => {
  const found = templatesOf(funnel(funnelKey)).find((t) => t.key === key)
  expect(found, `${funnelKey} ${key}`).toBeDefined()
  return found!
}

describe.each(funnels.map((f) => [f.key, f] as const))('%s e-mail templates', (funnelKey, f) => {
  const templates = templatesOf(f)

  it('validate, with ids emailTemplate.<funnel>.<key>[.day<n>] and one template per key and day', () => {
    for (const t of templates) {
      expect(emailTemplateSchema.safeParse(t).success, t._id).toBe(true)
      expect(t._id).toBe(emailTemplateId(funnelKey, t.key, t.day))
    }
    expect(new Set(templates.map((t) => `${t.key}@${t.day ?? ''}`)).size).toBe(templates.length)
  })

  it('number every series 1, 2, ... without a gap or a repeat; single e-mails have no day', () => {
    for (const t of templates) expect(t.day === undefined, t._id).toBe(!isSeries(t.key))
    for (const key of SERIES_TEMPLATE_KEYS) {
      const days = templates.filter((t) => t.key === key).map((t) => t.day!)
      expect(days, key).toEqual(days.map((_, index) => index + 1))
    }
  })

  it('use only known placeholders, the same ones and the same paragraphs in every language written', () => {
    for (const t of templates) {
      for (const language of languagesOf(t)) {
        const where = `${t._id} ${language}`
        expect(unknownPlaceholders(copy(t, language)), where).toEqual([])
        expect(placeholders(copy(t, language)), where).toEqual(placeholders(copy(t, 'en')))
        expect(t.body[language]!.split('\n\n').length, where).toBe(t.body.en.split('\n\n').length)
        expect(t.subject[language]?.trim(), where).toBeTruthy()
        if (t.callToAction) expect(t.callToAction.label[language]?.trim(), where).toBeTruthy()
      }
    }
  })

  it('write every new template in English and Polish, with real Polish', () => {
    for (const t of templates.filter((candidate) => needsPolish(f, candidate))) {
      expect(t.body.pl, t._id).toBeTruthy()
      expect(t.body.pl, t._id).not.toEqual(t.body.en)
      expect(t.body.pl, t._id).toMatch(/[ąćęłńóśźż]/)
      expect(copy(t, 'pl'), t._id).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|xxx|"/)
    }
  })

  it('send a button only to a placeholder or an https address', () => {
    for (const t of templates) if (t.callToAction) expect(t.callToAction.url, t._id).toMatch(/^(\{\{\w+\}\}|https:\/\/\S+)$/)
  })

  it('keep the promises of its pages: a trial has its reminder, a refund button its confirmation, a wait for the launch its launch notice', () => {
    const pages = pagesOf(f).join('\n')
    const keys = templates.map((t) => t.key)
    if (pages.includes('"trialDays":')) expect(keys).toContain('trialReminder')
    if (pages.includes('"refundButtonText":')) expect(keys).toContain('refundConfirmation')
    // A waiting room whose wait is for a launch promises the e-mail that announces it (parenting's keeps a trial instead).
    const waitsForLaunch = (f.pages ?? []).some((ref) => {
      const confirmation = (byId.get(ref._ref) as { waitConfirmationText?: { en?: string } } | undefined)?.waitConfirmationText?.en ?? ''
      return /e-mail you/i.test(confirmation)
    })
    expect(keys.includes('launchNotice'), 'a launch notice exactly where a wait for the launch is promised one').toBe(waitsForLaunch)
  })
})

describe('the lifecycle e-mails say what they must', () => {
  it('which funnels have which lifecycle e-mails', () => {
    const lifecycle = Object.fromEntries(funnels.map((f) => [f.key, [...new Set(templatesOf(f).map((t) => t.key).filter((key) => LIFECYCLE_KEYS.includes(key)))]]))
    expect(lifecycle).toEqual({
      leadership: ['trialReminder'],
      deeps: ['trialReminder'],
      demo: ['trialReminder', 'refundConfirmation', 'launchNotice'],
      parenting: ['trialReminder', 'refundConfirmation', 'dailyTips'],
      parentingexp: ['accessDownloads', 'accessVideoCourse', 'accessApp', 'accessChallenge', 'challengeLesson'],
      screendetox: [],
      screendetoxexp: ['refundConfirmation', 'launchNotice'],
    })
  })

  it('the trial reminder: the amount, the charge date and a one-click cancel button', () => {
    for (const key of ['leadership', 'deeps', 'demo', 'parenting']) {
      const t = template(key, 'trialReminder')
      for (const language of ['en', 'pl'] as const) expect(placeholders(copy(t, language))).toEqual(expect.arrayContaining(['amount', 'chargeDate', 'cancelLink']))
      expect(t.callToAction).toMatchObject({ url: '{{cancelLink}}', label: { en: 'Cancel my trial', pl: 'Anuluj okres próbny' } })
    }
  })

  it('the refund confirmation: the amount and the promised business days by placeholder, never a number', () => {
    for (const key of ['demo', 'parenting', 'screendetoxexp']) {
      const t = template(key, 'refundConfirmation')
      for (const language of ['en', 'pl'] as const) {
        expect(placeholders(copy(t, language))).toEqual(expect.arrayContaining(['amount', 'businessDays']))
        expect(copy(t, language)).not.toMatch(/\d\s*[–-]\s*\d/)
      }
    }
  })

  it('the launch notice: what the product holds, in its own numbers, and a button to the app', () => {
    const claims: Record<string, RegExp[]> = { demo: [/\b500\b/, /\b5000\b/], screendetoxexp: [/\b4\b/, /\b5\b/, /\b66\b/] }
    for (const [key, expected] of Object.entries(claims)) {
      const t = template(key, 'launchNotice')
      expect(t.callToAction?.url).toBe('{{appLink}}')
      for (const language of ['en', 'pl'] as const) for (const claim of expected) expect(t.body[language]).toMatch(claim)
    }
  })

  it('parentingexp: 14 challenge lessons, 14 distinct texts and subjects in English and in Polish', () => {
    const lessons = templatesOf(funnel('parentingexp')).filter((t) => t.key === 'challengeLesson')
    expect(lessons.map((t) => t.day)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
    for (const language of ['en', 'pl'] as const) {
      expect(new Set(lessons.map((t) => t.body[language])).size).toBe(14)
      expect(new Set(lessons.map((t) => t.subject[language])).size).toBe(14)
      lessons.forEach((t, index) => expect(t.subject[language]).toMatch(new RegExp(`^(Day|Dzień) ${index + 1} (of|z) 14: `)))
    }
  })

  it('parenting: 7 daily tips, 7 distinct texts in English and in Polish, each with a button to the app', () => {
    const tips = templatesOf(funnel('parenting')).filter((t) => t.key === 'dailyTips')
    expect(tips.map((t) => t.day)).toEqual([1, 2, 3, 4, 5, 6, 7])
    for (const language of ['en', 'pl'] as const) expect(new Set(tips.map((t) => t.body[language])).size).toBe(7)
    for (const t of tips) expect(t.callToAction?.url).toBe('{{appLink}}')
  })

  it('parentingexp access e-mails: each format its own links, the one-time payment and the 30-day guarantee', () => {
    const links: [EmailTemplateKey, string[], string | undefined][] = [
      ['accessDownloads', ['downloadLink', 'audioLink'], '{{downloadLink}}'],
      ['accessVideoCourse', ['email', 'courseLink'], '{{courseLink}}'],
      ['accessApp', ['storeLink', 'email'], '{{storeLink}}'],
      ['accessChallenge', ['email'], undefined],
    ]
    for (const [key, expected, button] of links) {
      const t = template('parentingexp', key)
      expect(t.callToAction?.url).toBe(button)
      for (const language of ['en', 'pl'] as const) {
        expect(placeholders(copy(t, language))).toEqual(expect.arrayContaining(expected))
        expect(placeholders(copy(t, language))).not.toContain('appLink')
        expect(t.body[language]).toMatch(/\b30\b/)
        expect(t.body[language]).toMatch(language === 'en' ? /one-time payment/ : /płatność jednorazowa/)
      }
    }
    for (const language of ['en', 'pl'] as const) expect(template('parentingexp', 'accessChallenge').body[language]).toMatch(/9:00[^]*\b14\b/)
  })

  it('screen detox: the welcome carries the guide and the first step, the results the 4-week plan, in Polish too', () => {
    for (const key of ['screendetox', 'screendetoxexp']) {
      const welcome = template(key, 'welcome')
      for (const language of ['en', 'pl'] as const) {
        for (const step of [1, 2, 3, 4, 5]) expect(welcome.body[language]).toMatch(new RegExp(`^${step}\\. `, 'm'))
        for (const claim of [/\b3\b/, /\b4\b/, /\b66\b/, /\b30\b/]) expect(welcome.body[language]).toMatch(claim)
        const results = template(key, 'results')
        for (const week of [1, 2, 3, 4]) expect(results.body[language]).toMatch(new RegExp(`(Week|Tydzień) ${week}: `))
      }
    }
    expect(template('screendetox', 'welcome').callToAction?.url).toBe('{{appLink}}')
    // screendetoxexp's program is ready in 2 weeks (its waiting room), so its welcome links nowhere yet.
    expect(template('screendetoxexp', 'welcome').callToAction).toBeUndefined()
    expect(template('screendetoxexp', 'welcome').body.en).toMatch(/2 weeks/)
  })
})
