import { describe, expect, it } from 'vitest'
import { seedDocuments } from '../../seed/dataset'
import { localizedTypes } from '../localized/definition'
import { languagesToTranslate, LOCALIZED_TYPE_NAMES, missingTranslations, translationReport } from './missingTranslations'

const seed = seedDocuments()
const byId = new Map(seed.map((document) => [document._id, document]))
const copyOf = (id: string): Record<string, unknown> => structuredClone({ ...byId.get(id) })

/** A funnel's documents as the Missing translations view gathers them: funnel, pages, option sets, e-mails. */
function funnelDocuments(key: string) {
  const funnel = byId.get(`funnel.${key}`)
  if (funnel?._type !== 'funnel') throw new Error(`no funnel ${key}`)
  const pages = funnel.pages.map((ref) => byId.get(ref._ref))
  const optionSets = pages.map((page) => (page && 'optionSet' in page && page.optionSet ? byId.get(page.optionSet._ref) : undefined))
  return { funnel, documents: [funnel, ...pages, ...optionSets, ...(funnel.emailTemplates ?? []).map((ref) => byId.get(ref._ref))] }
}

/** E-mails written in English and Polish only (seed/kit/lifecycleEmail.ts): their other languages fall back to English. */
const ENGLISH_AND_POLISH_KEYS = ['trialReminder', 'refundConfirmation', 'launchNotice', 'dailyTips', 'challengeLesson', 'accessDownloads', 'accessVideoCourse', 'accessApp', 'accessChallenge']
function englishAndPolishOnly(id: string) {
  const document = byId.get(id)
  return document?._type === 'emailTemplate' && (ENGLISH_AND_POLISH_KEYS.includes(document.key) || id.startsWith('emailTemplate.screendetox'))
}

describe('missing translations', () => {
  it('know every localised type the Studio defines', () => {
    expect([...LOCALIZED_TYPE_NAMES].sort()).toEqual(localizedTypes.map((type) => type.name).sort())
  })

  it('are none in any seed funnel: pages, option sets and the e-mails in the languages each funnel sends', () => {
    for (const key of ['leadership', 'deeps', 'demo', 'parenting', 'parentingexp', 'screendetox', 'screendetoxexp']) {
      const { funnel, documents } = funnelDocuments(key)
      expect(documents.length).toBeGreaterThan(10)
      const report = translationReport(documents, (document) => languagesToTranslate(document, funnel.emailLanguages))
      // The lifecycle e-mails and the screen-detox e-mails are written in English and Polish; the
      // funnel's other e-mail languages fall back to English (the Studio lists them to translate).
      const gaps = report.flatMap((entry) => entry.missing.filter((missing) => !(englishAndPolishOnly(entry._id) && missing.language !== 'pl')).map((missing) => [entry._id, missing.field, missing.language]))
      expect(gaps, key).toEqual([])
    }
  })

  it('list each English text without Polish, at any depth, by path and in words', () => {
    const page = copyOf('page.deeps.qProfileBigPictureFeedback')
    const title = page.title as Record<string, unknown>
    delete title.pl
    const paragraphs = page.paragraphs as { _key: string; pl?: string; en: string }[]
    const [paragraph] = paragraphs
    if (!paragraph) throw new Error('the seed changed: no paragraph')
    paragraph.pl = '   '
    const rules = page.rules as { _key: string; override?: { title?: { pl?: string; en: string } } }[]
    const rule = rules.find((candidate) => candidate.override?.title)
    if (!rule?.override?.title) throw new Error('the seed changed: no override title')
    rule.override.title.pl = ''
    expect(missingTranslations(page)).toEqual([
      { path: ['title', 'pl'], field: 'title', language: 'pl', english: String(title.en) },
      { path: ['paragraphs', { _key: paragraph._key }, 'pl'], field: 'paragraphs › #1', language: 'pl', english: paragraph.en },
      { path: ['rules', { _key: rule._key }, 'override', 'title', 'pl'], field: `rules › #${rules.indexOf(rule) + 1} › override › title`, language: 'pl', english: rule.override.title.en },
    ])
  })

  it('read rich text and option labels too', () => {
    const page = copyOf('page.demo.end-page-3')
    ;(page.body as Record<string, unknown>).pl = [{ _type: 'block', _key: 'e', children: [{ _type: 'span', _key: 's', text: '' }] }]
    expect(missingTranslations(page).map((missing) => [missing.field, missing.english.slice(0, 14)])).toEqual([['body', 'How to cancel:']])
    const set = copyOf('optionSet.shared.frequency')
    const [option] = set.options as { _key: string; label: Record<string, unknown> }[]
    if (!option) throw new Error('the seed changed: no option')
    delete option.label.pl
    expect(missingTranslations(set).map((missing) => missing.path)).toEqual([['options', { _key: option._key }, 'label', 'pl']])
  })

  it('skip texts without English (an error of their own) and fields the page\'s template does not read', () => {
    const page = copyOf('page.demo.email')
    page.title = { _type: 'localeString', pl: 'Tylko po polsku' }
    page.chart = { _type: 'chart', title: { _type: 'localeString', en: 'Hidden chart' } }
    expect(missingTranslations(page)).toEqual([])
  })

  it('ask e-mail templates for the languages the funnel sends e-mail in', () => {
    const welcome = byId.get('emailTemplate.screendetoxexp.welcome')
    expect(languagesToTranslate(welcome, ['en', 'es', 'pt'])).toEqual(['es', 'pt'])
    expect(translationReport([welcome], (document) => languagesToTranslate(document, ['en', 'pl']))).toEqual([])
    expect(translationReport([welcome], (document) => languagesToTranslate(document, ['en', 'de']))).toEqual([
      expect.objectContaining({ _id: 'emailTemplate.screendetoxexp.welcome', missing: [expect.objectContaining({ field: 'subject', language: 'de' }), expect.objectContaining({ field: 'body', language: 'de' })] }),
    ])
    expect(languagesToTranslate(byId.get('page.demo.email'), ['en', 'es'])).toEqual(['pl'])
  })
})
