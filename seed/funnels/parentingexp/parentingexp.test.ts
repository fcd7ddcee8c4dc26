import { describe, expect, it } from 'vitest'
import { validateDocument, type DocumentType } from '../../../schemas/content/validateDocument'
import { abConfigProblems } from '../../../schemas/content/abConfigProblems'
import type { Variants } from '../../../web/src/funnel/answers'
import { processFunnel } from '../../kit/processTestKit'
import { parentingexpEmailTemplates } from './emailTemplates'
import { parentingexpLifecycleEmails } from './lifecycleEmails'
import { PARENTING_PAGE_ORDER } from '../parenting/index'
import { PARENTINGEXP_PAGE_ORDER, parentingexpDocuments, parentingexpFunnel, parentingexpPages } from './index'
import { defaultVariants, PRODUCT_FORMATS, parentingexpAbTests } from './tests'

const process = (variants: Variants) => processFunnel(parentingexpPages, parentingexpAbTests, variants)
const page = (key: string, variants: Variants = {}) => process(variants).find((p) => p.key === key)!

/** The parenting pages this funnel leaves out: the trial story and the last call to try it free. */
const TRIAL_PAGES = ['try-for-free', 'journey', 'money', 'timeline', 'try-free']

describe('parentingexp content', () => {
  it('every document passes its zod schema, ids are its own and unique', () => {
    for (const doc of parentingexpDocuments) {
      const result = validateDocument(doc._type as DocumentType, doc)
      expect(result.ok ? [] : result.issues, doc._id).toEqual([])
    }
    for (const p of parentingexpPages) expect(p._id).toBe(`page.parentingexp.${p.key}`)
    const ids = parentingexpDocuments.map((doc) => doc._id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('has the parenting pages in another order, without the trial pages, ending offer, faq, congrats, register', () => {
    expect(parentingexpPages.map((p) => p.key)).toEqual(PARENTINGEXP_PAGE_ORDER)
    expect([...PARENTINGEXP_PAGE_ORDER].sort()).toEqual(PARENTING_PAGE_ORDER.filter((key) => !TRIAL_PAGES.includes(key)).sort())
    expect(PARENTINGEXP_PAGE_ORDER).not.toEqual(PARENTING_PAGE_ORDER.filter((key) => !TRIAL_PAGES.includes(key)))
    expect(PARENTINGEXP_PAGE_ORDER.slice(-4)).toEqual(['offer', 'faq', 'congrats', 'register'])
    expect(parentingexpPages.at(-1)).toMatchObject({ componentType: 'registration', hideBackArrow: true })
    expect(parentingexpPages.at(-2)!.buttonText?.en).toBeTruthy()
    for (const p of parentingexpPages) expect(p.path, p.key).toBe(p.key === 'landing' ? '' : p.key)
  })

  it('without the severity extras, and without the parenting funnel’s variant rules', () => {
    expect('optionInfo' in page('severity')).toBe(false)
    for (const p of parentingexpPages)
      for (const rule of p.rules ?? []) for (const condition of rule.conditions ?? []) if (condition._type === 'variantCondition') expect(['productFormatKey', 'pricingSetKey'], p.key).toContain(condition.test)
    // Answer-driven copy stays: the validation moment follows the discipline answer here too.
    const seed = (key: string) => parentingexpPages.find((p) => p.key === key)!
    expect(seed('validation-moment').rules).toHaveLength(5)
    expect(seed('empathy-promise').rules?.map((rule) => rule._key)).toEqual(['answer_severity_debilitating', 'answer_severity_frequent'])
    expect(seed('landing').rules).toBeUndefined()
  })

  it('sends no buyer into the app from the e-mails every format gets: the welcome and the follow-ups point to the access e-mail of the format bought', () => {
    for (const key of ['welcome', 'followUpWeek1', 'followUpMonth1']) {
      const template = parentingexpEmailTemplates.find((candidate) => candidate.key === key)!
      for (const body of Object.values(template.body)) if (typeof body === 'string') expect(body, key).not.toContain('{{appLink}}')
      expect(template.callToAction, key).toBeUndefined()
    }
  })

  it('funnel settings', () => {
    expect(parentingexpFunnel).toMatchObject({ key: 'parentingexp', basePath: '/parentingexp', pricingLookupKey: 'parenting_v1' })
    expect(parentingexpFunnel.emailLanguages).toEqual(['en', 'es', 'pl', 'de', 'tr'])
    expect(parentingexpFunnel.emailTemplates?.map((r) => r._ref)).toEqual([...parentingexpEmailTemplates, ...parentingexpLifecycleEmails].map((t) => t._id))
    for (const template of parentingexpEmailTemplates) expect(template._id).toMatch(/^emailTemplate\.parentingexp\./)
  })
})

describe('parentingexp tests and the one-time offer', () => {
  it('productFormat has the four formats; pricing set is one-time control 50 / low 50', () => {
    expect(abConfigProblems(parentingexpAbTests)).toEqual([])
    const variants = Object.fromEntries(parentingexpAbTests.map((t) => [t.name, t.variants!.map((v) => `${v.value}:${v.weight}`)]))
    expect(variants).toEqual({ productFormat: PRODUCT_FORMATS.map((f) => `${f}:25`), pricingSet: ['control:50', 'low:50'] })
    expect(defaultVariants).toEqual({ productFormatKey: 'pdfAudioToolkit', pricingSetKey: 'control' })
  })

  it.each([...PRODUCT_FORMATS])('%s: the same page list, and one one-time plan named for the format', (format) => {
    expect(process({ productFormatKey: format }).map((p) => p.key)).toEqual(PARENTINGEXP_PAGE_ORDER)
    const plans = page('offer', { productFormatKey: format }).paywall!.plans
    expect(plans).toHaveLength(1)
    expect(plans[0]).toMatchObject({ id: format, interval: 'once' })
    expect(plans[0]).not.toHaveProperty('price')
    expect(plans[0]!.features?.length).toBeGreaterThan(0)
  })

  it('each format has its own plan name, headline and thank-you', () => {
    const names = PRODUCT_FORMATS.map((format) => page('offer', { productFormatKey: format }).paywall!.plans[0]!.name.en)
    expect(new Set(names).size).toBe(4)
    expect(names[3]).toMatch(/14-day e-mail challenge/)
    expect(new Set(PRODUCT_FORMATS.map((format) => page('offer', { productFormatKey: format }).title?.en)).size).toBe(4)
    expect(new Set(PRODUCT_FORMATS.map((format) => page('congrats', { productFormatKey: format }).title?.en)).size).toBe(4)
  })

  it('states the one-time payment and the 30-day money-back guarantee in both languages', () => {
    const offer = page('offer')
    expect(offer.footer?.en).toMatch(/one-time payment.*30 days/i)
    expect(offer.footer?.pl).toMatch(/jednorazowa.*30 dni/i)
    // The price is the server's: the copy names it by placeholder, never as a typed number.
    expect(offer.paragraphs?.[0]?.en).toMatch(/One payment of \{price\}, no subscription/)
    expect(offer.paragraphs?.[0]?.pl).toMatch(/płatność \{price\}, bez subskrypcji/)
    // No earlier price in the copy: the formats were never sold dearer, and a reference price is the plan card's, shown only when the server sends one.
    for (const language of ['en', 'pl'] as const) expect(offer.paragraphs?.[0]?.[language]).not.toMatch(/originalPrice|was|zamiast/)
  })

  it('the offer asks for the pricing set and sells the product format of the visitor variants', () => {
    const offer = (variants: Variants) => processFunnel(parentingexpPages, parentingexpAbTests, variants).find((p) => p.key === 'offer')!
    expect(offer({})).toMatchObject({ pricingSet: 'control', productFormat: 'pdfAudioToolkit' })
    expect(offer({ pricingSetKey: 'low', productFormatKey: 'emailChallenge' })).toMatchObject({ pricingSet: 'low', productFormat: 'emailChallenge' })
    expect(parentingexpAbTests.find((test) => test.name === 'pricingSet')!.description).toMatch(/becomes the offer page's pricingSet/)
  })
})
