import { describe, expect, it } from 'vitest'
import { formatIssue, validateDocument, type DocumentType } from '../../../schemas/content/validateDocument'
import type { Variants } from '../../../web/src/funnel/answers'
import { flat, processFunnel, type FlatPage } from '../../kit/processTestKit'
import { SCREENDETOX_PAGE_ORDER, screendetoxAbTests, screendetoxDocuments, screendetoxFunnel, screendetoxOptionSets, screendetoxPages } from './index'

const ALL = [...SCREENDETOX_PAGE_ORDER]
const without = (...removed: string[]) => ALL.filter((key) => !removed.includes(key))
const process = (variants: Variants = {}) => processFunnel(screendetoxPages, screendetoxAbTests, variants)
const keys = (pages: FlatPage[]) => pages.map((page) => page.key)
const pageOf = (key: string, variants: Variants = {}) => process(variants).find((page) => page.key === key)!
const byKey = Object.fromEntries(flat(screendetoxPages).map((page) => [page.key, page]))

const INTERSTITIALS = ['quiz-intro', 'empathy-validation-1', 'impact-validation', 'reassurance', 'expectation-validation', 'confidence-validation', 'obstacles-validation']
const MULTI = ['children-ages', 'device-usage', 'struggling-areas', 'parenting-challenges', 'child-behavior', 'expectations']
const RADIO = ['parent-role', 'screen-time-baseline', 'parenting-response', 'motivation', 'confidence-level']
const SCALE = ['impact-frequency', 'emotional-impact']

describe('screendetox content', () => {
  it('every document passes its zod schema', () => {
    const issues = screendetoxDocuments.flatMap((doc) => {
      const result = validateDocument(doc._type as DocumentType, doc)
      return result.ok ? [] : result.issues.map(formatIssue)
    })
    expect(issues).toEqual([])
  })

  it('has the 31 pages of spec 2 in order and the account page, the landing on the empty path and every other path its key', () => {
    expect(keys(screendetoxPages)).toEqual(ALL)
    expect(ALL).toHaveLength(32)
    expect(ALL.slice(-2)).toEqual(['congrats', 'register'])
    expect(byKey.register).toMatchObject({ componentType: 'registration', hideBackArrow: true })
    expect(byKey.congrats!.buttonText?.en).toBeTruthy()
    expect(screendetoxPages.map((page) => page.path)).toEqual(ALL.map((key) => (key === 'landing' ? '' : key)))
    expect(screendetoxPages.every((page) => page._id === `page.screendetox.${page.key}`)).toBe(true)
    expect(byKey['complete-package-selection']!.componentType).toBe('paywall')
    expect(byKey.congrats).toMatchObject({ componentType: 'congrats', hideBackArrow: true })
  })

  it('puts pages in the sections introduction, assessment and reflection, with progress only on questions and the e-mail', () => {
    expect([...new Set(screendetoxPages.map((page) => page.section))]).toEqual(['introduction', 'assessment', 'reflection'])
    const withProgress = screendetoxPages.filter((page) => page.hasProgress).map((page) => page.key)
    expect(withProgress.sort()).toEqual([...MULTI, ...RADIO, ...SCALE, 'email-capture'].sort())
    for (const key of INTERSTITIALS) expect(byKey[key], key).toMatchObject({ componentType: 'interruptor', isInterruptor: true })
  })

  it('answers each question with its spec option set and type (multi, radio, scale with empathy ranges 0-2 and 3-4)', () => {
    for (const key of MULTI) expect(byKey[key]!.componentType, key).toBe('checkboxQuestion')
    for (const key of RADIO) expect(byKey[key]!.componentType, key).toBe('radioQuestion')
    for (const key of SCALE) {
      expect(byKey[key]!.componentType).toBe('scaleQuestion')
      expect(byKey[key]!.empathyInfo!.map((range) => [range.rangeStart, range.rangeEnd])).toEqual([
        [0, 2],
        [3, 4],
      ])
    }
    const optionsOf = (key: string) => screendetoxOptionSets.find((set) => set._id === byKey[key]!.optionSet!._ref)!.options.map((option) => option.key)
    expect(optionsOf('parent-role')).toEqual(['mother', 'father', 'grandparent', 'other'])
    expect(optionsOf('children-ages')).toEqual(['1year', '2years', '3years', '4years'])
    expect(optionsOf('screen-time-baseline')).toEqual(['under30min', '30min1hour', '1to2hours', '2to3hours', '3plusHours'])
    expect(optionsOf('confidence-level')).toEqual(['veryConfident', 'somewhatConfident', 'notVeryConfident', 'lackConfidence'])
  })

  it('has the packages START, SILVER (most popular), GOLD (best value), VIP, one-time, with features (their prices are the server\'s)', () => {
    const paywall = byKey['complete-package-selection']!.paywall!
    expect(paywall.timerText).toBe('planReserved')
    expect(paywall.plans.map((plan) => [plan.id, plan.interval, plan.badge])).toEqual([
      ['start', 'once', undefined],
      ['silver', 'once', 'mostPopular'],
      ['gold', 'once', 'bestValue'],
      ['vip', 'once', undefined],
    ])
    for (const plan of paywall.plans) expect(plan.features!.length, plan.id).toBeGreaterThanOrEqual(4)
  })

  it('has the expert metadata of spec 3 with its photo', () => {
    expect(byKey['social-proof']!.nextImages).toEqual(['/images/screendetox/expert-original.svg', '/images/screendetox/expert-alternative.svg'])
    expect(byKey['expert-introduction']!.expert).toMatchObject({ successRate: 94, familiesHelped: 10000, photo: { src: '/images/screendetox/expert-original.svg', width: 320, height: 320 } })
  })

  it('has English and Polish for every title, paragraph, button, hint and footer', () => {
    for (const page of flat(screendetoxPages)) {
      const texts = [page.title, page.buttonText, page.footer, page.hint, ...(page.paragraphs ?? []), ...(page.titleAlternatives ?? [])]
      for (const text of texts) if (text) expect(text.pl, `${page.key}: ${text.en}`).toBeTruthy()
    }
  })

  it('is the funnel of spec 1 and 7', () => {
    expect(screendetoxFunnel).toMatchObject({ key: 'screendetox', basePath: '/screendetox', pricingLookupKey: 'screendetox_v1', emailLanguages: ['en', 'pl', 'es', 'pt', 'de', 'tr'] })
    const emailIds = screendetoxDocuments.filter((doc) => doc._type === 'emailTemplate').map((doc) => doc._id)
    expect(emailIds).toContain('emailTemplate.screendetox.welcome')
    expect(screendetoxFunnel.emailTemplates!.map((ref) => ref._ref)).toEqual(emailIds)
    expect(screendetoxAbTests.map((test) => test.key)).toEqual([
      'landingPageHeadlineKey',
      'landingPageImageKey',
      'timerTextKey',
      'impactVisualizationPageKey',
      'landingPageQuizHintKey',
      'paywallTimerKey',
      'screenTimeChartTitleKey',
      'landingPageButtonColorKey',
      'expertIntroductionPhotoKey',
      'packageWidgetStyleKey',
      'paywallLayoutKey',
      'pricingSetKey',
    ])
    expect(screendetoxAbTests.find((test) => test.name === 'pricingSet')!.variants).toMatchObject([{ value: 'default', weight: 100 }])
  })
})

describe('screendetox processed page keys per variant combination', () => {
  it.each([
    ['default (classic, show)', {}, ALL],
    ['paywallLayout classic', { paywallLayoutKey: 'classic' }, ALL],
    ['paywallLayout hypno', { paywallLayoutKey: 'hypno' }, without('screen-time-chart')],
    ['impactVisualizationPage skip', { impactVisualizationPageKey: 'skip' }, without('impact-visualization')],
    ['hypno and skip', { paywallLayoutKey: 'hypno', impactVisualizationPageKey: 'skip' }, without('screen-time-chart', 'impact-visualization')],
  ] as [string, Variants, string[]][])('%s', (_name, variants, expected) => {
    expect(keys(process(variants))).toEqual(expected)
  })
})

describe('what each screendetox A/B test changes', () => {
  const landing = byKey.landing!
  it('landingPageHeadline: the title, then alternatives 1-3', () => {
    expect(pageOf('landing', { landingPageHeadlineKey: 'original' }).title).toEqual(landing.title)
    for (const [n, value] of ['alt1', 'alt2', 'alt3'].entries()) {
      expect(pageOf('landing', { landingPageHeadlineKey: value }).title).toEqual(landing.titleAlternatives![n]!)
    }
  })

  it('landingPageImage: original, alternative or photorealistic illustration', () => {
    for (const value of ['original', 'alternative', 'photorealistic']) {
      const [image] = pageOf('landing', { landingPageImageKey: value }).images!
      expect(image).toMatchObject({ src: `/images/screendetox/landing-${value}.svg`, width: 640, height: 400 })
      expect(image!.alt!.pl).toBeTruthy()
    }
  })

  it('landingPageQuizHint and landingPageButtonColor: the hint and the button colour', () => {
    expect(pageOf('landing').hideHint).toBeUndefined()
    expect(pageOf('landing', { landingPageQuizHintKey: 'hide' }).hideHint).toBe(true)
    expect(pageOf('landing').buttonColor).toBeUndefined()
    expect(pageOf('landing', { landingPageButtonColorKey: 'orange' }).buttonColor).toBe('orange')
  })

  it('screenTimeChartTitle: prediction is the title, countdown its alternative', () => {
    const chart = byKey['screen-time-chart']!
    expect(pageOf('screen-time-chart', { screenTimeChartTitleKey: 'prediction' }).title).toEqual(chart.title)
    expect(pageOf('screen-time-chart', { screenTimeChartTitleKey: 'countdown' }).title).toEqual(chart.titleAlternatives![0])
  })

  it('expertIntroductionPhoto: the portrait', () => {
    expect(pageOf('expert-introduction', { expertIntroductionPhotoKey: 'alternative' }).expert!.photo!.src).toBe('/images/screendetox/expert-alternative.svg')
  })

  it('timerText, paywallTimer and packageWidgetStyle: the package page', () => {
    const paywall = (variants: Variants) => pageOf('complete-package-selection', variants)
    expect(paywall({}).paywall!.timerText).toBe('planReserved')
    expect(paywall({ timerTextKey: 'limitedTimeOffer' }).paywall!.timerText).toBe('limitedTimeOffer')
    expect(paywall({ timerTextKey: 'limitedTimeOffer' }).paywall!.plans).toEqual(paywall({}).paywall!.plans)
    expect([paywall({}).timerStyle, paywall({ paywallTimerKey: 'soft' }).timerStyle]).toEqual(['urgent', 'soft'])
    expect([paywall({}).planStyle, paywall({ packageWidgetStyleKey: 'simplified' }).planStyle]).toEqual(['detailed', 'simplified'])
  })
})
