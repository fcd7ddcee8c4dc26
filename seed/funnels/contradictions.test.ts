/**
 * Copy that contradicts itself or the product, read from the content: each case names the fact
 * the product holds (what it charges, delivers or counts) and fails when a page or an e-mail of
 * the funnel says otherwise. A page is read with its rules' overrides, so every A/B variant's
 * wording is read too; an e-mail in English and Polish.
 */
import { describe, expect, it } from 'vitest'
import type { EmailTemplateDocument } from '../../schemas/emailTemplate/schema'
import type { FunnelDocument } from '../../schemas/funnel/schema'
import type { PageDocument } from '../../schemas/page/schema'
import { seedDocuments } from '../dataset'
import { flat, processFunnel } from '../kit/processTestKit'
import { offerPages as parentingexpOffer } from './parentingexp/offer'
import { PRODUCT_FORMATS, parentingexpAbTests } from './parentingexp/tests'
import { PACKAGES } from './screendetox/offer'

type Language = 'en' | 'pl'
const LANGUAGES: Language[] = ['en', 'pl']

const documents = seedDocuments()
const byId = new Map(documents.map((doc) => [doc._id, doc]))
const funnel = (key: string) => documents.find((doc): doc is FunnelDocument => doc._type === 'funnel' && doc.key === key)!
const pagesOf = (key: string) => (funnel(key).pages ?? []).map((ref) => byId.get(ref._ref) as PageDocument)
const page = (funnelKey: string, pageKey: string) => flat(pagesOf(funnelKey)).find((candidate) => candidate.key === pageKey)!
const templatesOf = (key: string) => (funnel(key).emailTemplates ?? []).map((ref) => byId.get(ref._ref) as EmailTemplateDocument)
const template = (funnelKey: string, templateKey: string) => templatesOf(funnelKey).find((t) => t.key === templateKey)!

/**
 * Every text of a document in one language, one entry per field: the value under the language's
 * key wherever the document holds one (strings, texts, rich text, e-mail subjects and bodies).
 */
function texts(value: unknown, language: Language): string[] {
  if (Array.isArray(value)) return value.flatMap((entry) => texts(entry, language))
  if (typeof value !== 'object' || value === null) return []
  const record = value as Record<string, unknown>
  const own = language in record ? [typeof record[language] === 'string' ? (record[language] as string) : JSON.stringify(record[language])] : []
  return [...own, ...Object.entries(record).flatMap(([key, entry]) => (key === language ? [] : texts(entry, language)))]
}
const allText = (value: unknown, language: Language) => texts(value, language).join('\n')

/** Saying the product is not open yet: a program being prepared, a launch to wait for. */
const NOT_READY: Record<Language, RegExp> = {
  en: /being prepared|preparing|finishing touches|wait for the launch|when the program opens|once it opens|will be ready/i,
  pl: /dopracowujemy|przygotowujemy|poczekam na start|gdy program wystartuje|będzie gotowy/i,
}

/** Saying the plan or program is ready now. */
const READY_NOW: Record<Language, RegExp> = {
  en: /\b(plan|program|programme) is ready\b/i,
  pl: /(plan|program)\S* (\S+ )?jest gotowy/i,
}

describe('parenting: what the thank-you says matches what the paywall and the purchase e-mails promise', () => {
  const paywall = page('parenting', 'offer')
  const thankYou = page('parenting', 'congrats')
  const afterPurchase = [thankYou, page('parenting', 'register')]

  it('the paywall and the e-mails sent at the purchase give access at once, so no page after it says the program is still being prepared', () => {
    expect(allText(paywall.trialSteps, 'en')).toMatch(/instant access/i)
    expect(allText(paywall.items, 'en')).toMatch(/8 modules/)
    for (const key of ['welcome', 'courseAccess']) expect(template('parenting', key).body.en).toContain('{{appLink}}')
    for (const language of LANGUAGES) for (const shown of afterPurchase) expect(allText(shown, language), `${shown.key} ${language}`).not.toMatch(NOT_READY[language])
  })

  it('the trial charges nothing at the purchase, so the thank-you offers no refund in its copy (the template offers cancelling)', () => {
    expect(paywall.paywallType).toBe('freeTrial')
    expect(allText(thankYou.paragraphs, 'en')).not.toMatch(/refund|money back/i)
    expect(allText(thankYou.paragraphs, 'pl')).not.toMatch(/zwrot|zwróc/i)
    expect(allText(thankYou.paragraphs, 'en')).toMatch(/cancel/i)
    expect(allText(thankYou.paragraphs, 'pl')).toMatch(/anulować/i)
  })
})

describe('screendetoxexp: a program ready in 2 weeks is not called ready before then', () => {
  it('the thank-you says 2 weeks; the package page and the e-mail sent at the purchase do not say the plan is ready now', () => {
    const thankYou = page('screendetoxexp', 'congrats')
    expect(thankYou.title?.en).toMatch(/in 2 weeks/)
    const paywall = page('screendetoxexp', 'complete-package-selection')
    const welcome = template('screendetoxexp', 'welcome')
    for (const language of LANGUAGES) {
      expect(allText(paywall, language), `paywall ${language}`).not.toMatch(READY_NOW[language])
      expect(allText(welcome, language), `welcome ${language}`).not.toMatch(READY_NOW[language])
    }
  })
})

describe('screen detox: after the purchase, no activity count beyond what every package includes', () => {
  // START, the smallest package, names its count first among its features ("30 screen-free activities").
  const startCount = Number(/(\d+)/.exec(PACKAGES.find((plan) => plan.id === 'start')!.features.find(([en]) => /activities/.test(en))![0])![1])

  it.each(['screendetox', 'screendetoxexp'])('%s: the thank-you and the sign-up page name no more activities than START has', (funnelKey) => {
    expect(startCount).toBe(30)
    const counted: Record<Language, RegExp> = { en: /(\d+) screen-free activities/g, pl: /(\d+) (?:zajęć|zabaw)/g }
    for (const key of ['congrats', 'register']) {
      for (const language of LANGUAGES) {
        const counts = [...allText(page(funnelKey, key), language).matchAll(counted[language])].map((match) => Number(match[1]))
        expect(counts.filter((count) => count > startCount), `${key} ${language}`).toEqual([])
      }
    }
  })
})

describe('screen detox is a web program, not a store app', () => {
  it.each(['screendetox', 'screendetoxexp'])('%s shows no store ratings and names no app store', (funnelKey) => {
    expect(funnel(funnelKey).redirects?.every((redirect) => !/apps\.apple\.com|play\.google\.com/.test(redirect.url)) ?? true).toBe(true)
    for (const shown of pagesOf(funnelKey)) {
      expect(JSON.stringify(shown), shown.key).not.toContain('"storeRatings"')
      for (const language of LANGUAGES) expect(allText(shown, language), `${shown.key} ${language}`).not.toMatch(/App Store|Google Play/)
    }
  })
})

describe("parenting quotes its own figures, not screen detox's", () => {
  it("no page or e-mail of parenting names screen detox's family counts", () => {
    const theirs: Record<Language, RegExp> = { en: /10,000|800 families/i, pl: /10[\s\u00a0]000|800 rodzin/i }
    for (const doc of [...pagesOf('parenting'), ...templatesOf('parenting')]) {
      for (const language of LANGUAGES) expect(allText(doc, language), `${doc._id} ${language}`).not.toMatch(theirs[language])
    }
  })
})

describe('parentingexp: the FAQ answers for the format the visitor is offered', () => {
  const faqFor = (format: string) => processFunnel(parentingexpOffer, parentingexpAbTests, { productFormatKey: format }).find((shown) => shown.key === 'faq')!

  it.each([...PRODUCT_FORMATS])('%s: the e-mail challenge is explained only to those offered it', (format) => {
    for (const language of LANGUAGES) {
      const challenge = language === 'en' ? /14-day e-mail challenge/i : /14-dniowe wyzwanie/i
      if (format === 'emailChallenge') expect(allText(faqFor(format).questions, language)).toMatch(challenge)
      else expect(allText(faqFor(format).questions, language), language).not.toMatch(challenge)
    }
  })

  it('each format has a question of its own', () => {
    const questions = PRODUCT_FORMATS.map((format) => faqFor(format).questions!.map((question) => question.question.en).join('|'))
    expect(new Set(questions).size).toBe(PRODUCT_FORMATS.length)
  })
})

describe("leadership: the library's figures and the leadership program's are told apart", () => {
  it('every text naming the library figures (500+ summaries, 5000 actions) says they are the library', () => {
    const library: Record<Language, RegExp> = { en: /\b500\+|\b5000\b/, pl: /ponad 500\b|\b5000\b/ }
    const says: Record<Language, RegExp> = { en: /library/i, pl: /bibliote(k|c)/i }
    for (const doc of [...pagesOf('leadership'), ...templatesOf('leadership')]) {
      for (const language of LANGUAGES) {
        for (const text of texts(doc, language).filter((entry) => library[language].test(entry))) expect(text, `${doc._id} ${language}`).toMatch(says[language])
      }
    }
  })
})
