import { describe, expect, it } from 'vitest'
import type { AbTestDocument } from '../../schemas/abTest/schema'
import type { EmailTemplateDocument } from '../../schemas/emailTemplate/schema'
import { funnelSchema, type FunnelDocument } from '../../schemas/funnel/schema'
import { seedDocuments } from '../dataset'
import { PRODUCT_FORMATS, productFormat } from './parentingexp/tests'

const documents = seedDocuments()
const byId = new Map(documents.map((doc) => [doc._id, doc]))
const funnels = documents.filter((doc): doc is FunnelDocument => doc._type === 'funnel')
const referenced = <T>(refs: { _ref: string }[] | undefined) => (refs ?? []).map((ref) => byId.get(ref._ref) as T)

const purposesOf = (funnel: FunnelDocument) => [...new Set((funnel.emailConfig ?? []).map((entry) => entry.purpose))]
const pluginTypes = (funnel: FunnelDocument, purpose: string) =>
  (funnel.emailConfig ?? []).filter((entry) => entry.purpose === purpose).map((entry) => entry.plugins.map((plugin) => plugin._type))

describe.each(funnels.map((funnel) => [funnel.key, funnel] as const))('%s e-mail delivery', (_key, funnel) => {
  it('validates, serves only the funnel e-mail languages and sends only its own templates', () => {
    expect(funnelSchema.safeParse(funnel).success).toBe(true)
    const templateKeys = referenced<EmailTemplateDocument>(funnel.emailTemplates).map((template) => template.key)
    for (const entry of funnel.emailConfig ?? []) {
      for (const language of entry.languages) expect(funnel.emailLanguages).toContain(language)
      for (const plugin of entry.plugins) if (plugin._type !== 'courseEnrollmentPlugin') expect(templateKeys).toContain(plugin.templateKey)
    }
  })

  it('conditions name a test the funnel runs and one of its variants', () => {
    const tests = referenced<AbTestDocument>(funnel.abTests)
    for (const { abCondition } of funnel.emailConfig ?? []) {
      if (!abCondition) continue
      const test = tests.find((candidate) => candidate.key === abCondition.test)
      expect(test, abCondition.test).toBeDefined()
      expect(test!.variants?.map((variant) => variant.value)).toContain(abCondition.variant)
    }
  })

  it('has an app download destination (the redirect and the e-mails\' {{appLink}})', () => {
    expect(funnel.redirects?.length).toBeGreaterThan(0)
  })
})

describe('e-mail delivery per funnel (spec 7, parenting spec 4)', () => {
  const funnel = (key: string) => funnels.find((candidate) => candidate.key === key)!

  it('welcome everywhere; results in every funnel (each e-mail page promises the result or the plan); payment confirmation where the funnel has it', () => {
    expect(Object.fromEntries(funnels.map((f) => [f.key, purposesOf(f)]))).toEqual({
      leadership: ['welcome', 'results', 'payment_confirmation'],
      deeps: ['welcome', 'results', 'payment_confirmation'],
      demo: ['welcome', 'results'],
      parenting: ['welcome', 'results', 'payment_confirmation'],
      parentingexp: ['welcome', 'results', 'payment_confirmation'],
      screendetox: ['welcome', 'results'],
      screendetoxexp: ['welcome', 'results'],
    })
  })

  it('leadership: the courseEnrollment variant of payment confirmation also enrolls in leadership-course-001 (premium)', () => {
    const entries = funnel('leadership').emailConfig!.filter((entry) => entry.purpose === 'payment_confirmation')
    expect(entries.map((entry) => entry.abCondition)).toEqual([{ test: 'paymentConfirmationEmailKey', variant: 'courseEnrollment' }, undefined])
    expect(entries[0]!.plugins).toContainEqual(expect.objectContaining({ _type: 'courseEnrollmentPlugin', courseId: 'leadership-course-001', enrollmentType: 'premium' }))
    expect(pluginTypes(funnel('leadership'), 'payment_confirmation')).toEqual([['emailPlugin', 'courseEnrollmentPlugin'], ['emailPlugin']])
  })

  it('leadership, deeps in en, es, pl, de, tr; demo in en, es, pl', () => {
    for (const key of ['leadership', 'deeps']) for (const entry of funnel(key).emailConfig!) expect(entry.languages).toEqual(['en', 'es', 'pl', 'de', 'tr'])
    for (const entry of funnel('demo').emailConfig!) expect(entry.languages).toEqual(['en', 'es', 'pl'])
  })

  it('screen detox welcomes through the e-mail marketing list with a tag list', () => {
    for (const key of ['screendetox', 'screendetoxexp']) {
      const [welcome] = funnel(key).emailConfig!
      expect(welcome!.plugins).toEqual([expect.objectContaining({ _type: 'emailMarketingPlugin', templateKey: 'welcome', tags: expect.arrayContaining([key]) })])
    }
  })

  it('parentingexp: one payment confirmation per productFormat variant, each its access e-mail; the video course also enrolls', () => {
    const entries = funnel('parentingexp').emailConfig!.filter((entry) => entry.purpose === 'payment_confirmation')
    const byFormat: Record<string, (typeof entries)[number]> = Object.fromEntries(entries.map((entry) => [entry.abCondition?.variant, entry]))
    expect(entries.map((entry) => entry.abCondition?.test)).toEqual(PRODUCT_FORMATS.map(() => productFormat.key))
    expect(Object.keys(byFormat).sort()).toEqual([...PRODUCT_FORMATS].sort())
    const templateKeys = Object.fromEntries(entries.map((entry) => [entry.abCondition!.variant, entry.plugins.flatMap((plugin) => (plugin._type === 'emailPlugin' ? [plugin.templateKey] : []))]))
    expect(templateKeys).toEqual({ pdfAudioToolkit: ['accessDownloads'], videoCourse: ['accessVideoCourse'], mobileApp: ['accessApp'], emailChallenge: ['accessChallenge'] })
    expect(byFormat.videoCourse!.plugins).toContainEqual(expect.objectContaining({ _type: 'courseEnrollmentPlugin', courseId: 'parenting-course-001' }))
    for (const format of PRODUCT_FORMATS.filter((candidate) => candidate !== 'videoCourse')) {
      expect(byFormat[format]!.plugins.map((plugin) => plugin._type)).toEqual(['emailPlugin'])
    }
  })

  it('parentingexp: product links for the downloads, the audio and the course, on the product\'s own domain', () => {
    const links = funnel('parentingexp').productLinks ?? []
    expect(links.map((link) => link.kind).sort()).toEqual(['audio', 'course', 'download'])
    for (const link of links) expect(link.url).toMatch(/^https:\/\/([a-z]+\.)?stepwise\.app\//)
  })

  it('screen detox sends in Polish too: its e-mail languages and every delivery include pl', () => {
    for (const key of ['screendetox', 'screendetoxexp']) {
      expect(funnel(key).emailLanguages).toContain('pl')
      for (const entry of funnel(key).emailConfig!) expect(entry.languages).toContain('pl')
    }
  })
})
