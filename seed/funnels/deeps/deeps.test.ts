import { describe, expect, it } from 'vitest'
import { validateDocument, formatIssue, type DocumentType } from '../../../schemas/content/validateDocument'
import type { Variants } from '../../../web/src/funnel/answers'
import { type FlatPage, flat, processFunnel } from '../../kit/processTestKit'
import { sharedOptionSets } from '../../optionSets'
import { DEEPS_PAGE_ORDER, deepsAbTests, deepsDocuments, deepsFunnel, deepsOptionSets, deepsPages } from './index'
import { DEEPS_STORES } from './offer'

const QUIZ = [
  'landingPage',
  'age',
  'welcome',
  'qProfileBigPicture',
  'qProfileBigPictureFeedback',
  'qClarity',
  'qSelfDoubt',
  'qSelfDoubtFeedback',
  'qIdentity',
  'qDecisionSpeed',
  'qDecisionSpeedFeedback',
  'thanksHonesty',
  'qPersonality',
  'qPersonalityFeedback',
  'qWorkout',
  'qPush',
  'qPushFeedback',
  'qTimeMgmt',
  'qBoundaries',
  'qBoundariesFeedback',
  'qBodyMind',
  'qBodyMindFeedback',
  'book1',
  'book2',
  'book3',
  'book4',
  'podcast1',
  'author1',
  'author2',
  'personalize_ready',
  'community',
  'primaryGoal',
  'dailyTime',
]

/** Free trial: the e-mail page before the calculation, end pages, trial story, payWall. */
const FREE_TRIAL = [
  ...QUIZ,
  'emailPage',
  'calcPage_step1',
  'planReady',
  'valueContrast',
  'endPage1',
  'endPage2',
  'endPage3',
  'endPage4',
  'tryForFree',
  'journey',
  'money',
  'timeline',
  'payWall',
  'congrats',
  'registration',
]

/** Discount: no end pages, no trial story, the one discount paywall as payWall. */
const DISCOUNT = [...QUIZ, 'emailPage', 'calcPage_step1', 'planReady', 'valueContrast', 'payWall', 'congrats', 'registration']

const process = (variants: Variants, answers = {}) => processFunnel(deepsPages, deepsAbTests, variants, answers)
const keys = (pages: FlatPage[]) => pages.map((page) => page.key)
const payWallOf = (pages: FlatPage[]) => pages.find((page) => page.key === 'payWall')

describe('deeps content', () => {
  it('every document passes its zod schema', () => {
    const issues = deepsDocuments.flatMap((doc) => {
      const result = validateDocument(doc._type as DocumentType, doc)
      return result.ok ? [] : result.issues.map(formatIssue)
    })
    expect(issues).toEqual([])
  })

  it('has the pages of spec 2.8, in order, with unique ids and paths', () => {
    expect(keys(deepsPages)).toEqual([...DEEPS_PAGE_ORDER])
    expect(new Set(deepsPages.map((page) => page._id)).size).toBe(deepsPages.length)
    expect(new Set(deepsPages.map((page) => page.path)).size).toBe(deepsPages.length)
    const byKey = Object.fromEntries(flat(deepsPages).map((page) => [page.key, page]))
    expect(byKey.landingPage).toMatchObject({ path: '', componentType: 'landing' })
    expect(byKey.calcPage_step1).toMatchObject({ path: 'calculation-1', componentType: 'calculation' })
    expect(byKey.calcPage_step1!.items).toHaveLength(4)
    expect(byKey.emailPage).toMatchObject({ path: 'register', componentType: 'email' })
    // The account page comes after congratulations, on its own path (register is the e-mail capture's).
    expect(byKey.registration).toMatchObject({ path: 'create-account', componentType: 'registration' })
    expect(keys(deepsPages).slice(-2)).toEqual(['congrats', 'registration'])
    expect(byKey.congrats!.buttonText?.en).toBeTruthy()
    expect(deepsFunnel.redirects?.map((r) => r.url)).toEqual([DEEPS_STORES.appStoreUrl, DEEPS_STORES.playStoreUrl])
    expect(byKey.planReady).toMatchObject({ componentType: 'planReveal', chart: { _type: 'chart', episodes: 20 } })
    expect(byKey.qClarity!.empathyInfo!.map((range) => [range.rangeStart, range.rangeEnd])).toEqual([
      [0, 2],
      [3, 4],
    ])
    expect(byKey.qIdentity!.optionInfo!.map((info) => info.optionKey)).toEqual(['leader', 'team', 'mix'])
  })

  it('gives every feedback page a dark interstitial whose copy follows the answer, by option key', () => {
    const feedback = flat(deepsPages).filter((page) => page.key.endsWith('Feedback'))
    expect(feedback.map((page) => page.key)).toHaveLength(7)
    const sets = [...sharedOptionSets, ...deepsOptionSets]
    for (const page of feedback) {
      expect(page).toMatchObject({ isInterruptor: true, background: '#1d2a44' })
      const questionKey = page.key.replace(/Feedback$/, '')
      const question = flat(deepsPages).find((candidate) => candidate.key === questionKey)!
      const options = sets.find((set) => set._id === question.optionSet?._ref)!.options
      const rules = page.rules ?? []
      expect(rules.length, page.key).toBeGreaterThan(0)
      for (const rule of rules) {
        expect(rule.effect).toBe('override')
        const [condition] = rule.conditions ?? []
        expect(condition).toMatchObject({ _type: 'answerCondition', questionKey })
        const optionKey = condition!._type === 'answerCondition' ? condition!.optionKey : ''
        expect(options.map((option) => option.key)).toContain(optionKey)
        // The answer's copy replaces the page's own; the index of the answer does not matter.
        const shown = process({}, { [questionKey]: [{ key: optionKey, index: 99 }] }).find((p) => p.key === page.key)!
        expect(shown.title, `${page.key} ${optionKey}`).toEqual(rule.override!.title)
        expect(shown.title).not.toEqual(page.title)
        expect(shown.paragraphs).toEqual(rule.override!.paragraphs)
        expect(shown.paragraphs![0]!.pl).toBeTruthy()
      }
      expect(process({}).find((p) => p.key === page.key)!.title).toEqual(page.title)
    }
  })

  it('has English and Polish for every title, paragraph, button and footer', () => {
    for (const page of flat(deepsPages)) {
      const texts = [page.title, page.buttonText, page.footer, ...(page.paragraphs ?? []), ...(page.titleAlternatives ?? [])]
      for (const text of texts) if (text) expect(text.pl, `${page.key}: ${text.en}`).toBeTruthy()
    }
  })

  it('is the funnel of spec 1, 7 and 9', () => {
    expect(deepsFunnel).toMatchObject({
      key: 'deeps',
      basePath: '/deeps',
      order: 2,
      processing: { totalProgress: 400 },
      pricingLookupKey: 'ds_v1',
      emailLanguages: ['en', 'es', 'pl', 'de', 'tr'],
    })
    const templates = deepsDocuments.filter((doc) => doc._type === 'emailTemplate')
    expect(templates.map((t) => t.key)).toEqual(['welcome', 'results', 'courseAccess', 'followUpWeek1', 'followUpMonth1', 'trialReminder'])
    // The trial reminder is written in English and Polish; es, de and tr fall back to English.
    for (const template of templates) {
      for (const language of template.key === 'trialReminder' ? (['en', 'pl'] as const) : (['en', 'es', 'pl', 'de', 'tr'] as const)) {
        expect(template.subject[language], `${template.key} ${language}`).toBeTruthy()
        expect(template.body[language], `${template.key} ${language}`).toContain('{{')
      }
    }
    const tests = deepsDocuments.filter((doc) => doc._type === 'abTest')
    expect(tests.map((t) => [t.key, t.variants?.map((v) => v.value), t.defaultVariant])).toEqual([
      ['payWallTypeKey', ['freeTrial', 'discount'], 'freeTrial'],
      ['discountKey', ['60', '70'], '60'],
      ['mainTitleKey', ['original', 'journeyProgress'], 'original'],
    ])
  })
})

describe('deeps processing (spec section 4)', () => {
  it.each<[string, Variants, string[], string, number | undefined]>([
    ['defaults', {}, FREE_TRIAL, 'freeTrial', undefined],
    ['free trial', { payWallTypeKey: 'freeTrial' }, FREE_TRIAL, 'freeTrial', undefined],
    ['free trial ignores the discount test', { payWallTypeKey: 'freeTrial', discountKey: '70' }, FREE_TRIAL, 'freeTrial', undefined],
    ['discount, default 60', { payWallTypeKey: 'discount' }, DISCOUNT, 'discount', 60],
    ['discount 60', { payWallTypeKey: 'discount', discountKey: '60' }, DISCOUNT, 'discount', 60],
    ['discount 70', { payWallTypeKey: 'discount', discountKey: '70' }, DISCOUNT, 'discount', 70],
  ])('%s', (_name, variants, expected, paywallType, discountPercent) => {
    const pages = process(variants)
    expect(keys(pages)).toEqual(expected)
    expect(pages.filter((page) => page.componentType === 'paywall')).toHaveLength(1)
    const payWall = payWallOf(pages)!
    expect(payWall.paywallType).toBe(paywallType)
    expect(payWall.discountPercent).toBe(discountPercent)
    expect(payWall.path).toBe(discountPercent ? `offer-${discountPercent}` : 'offer-trial')
    expect(keys(pages).indexOf('emailPage')).toBe(keys(pages).indexOf('calcPage_step1') - 1)
  })

  it('the trial paywall has a 7-day trial, the plan-reserved timer and the trial timeline', () => {
    const paywall = payWallOf(process({}))!.paywall!
    expect(paywall).toMatchObject({ timerText: 'planReserved', showTrialTimeline: true })
    expect(paywall.plans.map((plan) => [plan.id, plan.interval, plan.trialDays])).toEqual([
      ['yearly', 'year', 7],
      ['monthly', 'month', 7],
    ])
  })

  it.each([60, 70] as const)('the %i%% paywall asks for its discount; its cards carry no price (the server gives it)', (percent) => {
    const payWall = payWallOf(process({ payWallTypeKey: 'discount', discountKey: String(percent) }))!
    expect(payWall.paywall!.timerText).toBe('limitedTimeOffer')
    expect(payWall.discountPercent).toBe(percent)
    expect(payWall.paywall!.plans.map((plan) => plan.id)).toEqual(['yearly', 'monthly'])
    for (const plan of payWall.paywall!.plans) expect(Object.keys(plan)).not.toEqual(expect.arrayContaining(['price']))
  })

  it.each<Variants>([{}, { payWallTypeKey: 'discount' }, { payWallTypeKey: 'discount', discountKey: '70' }])(
    'mainTitle journeyProgress swaps the paywall headline (%o)',
    (variants) => {
      const original = payWallOf(process(variants))!
      const journey = payWallOf(process({ ...variants, mainTitleKey: 'journeyProgress' }))!
      expect(payWallOf(process({ ...variants, mainTitleKey: 'original' }))!.title).toEqual(original.title)
      expect(journey.title).toEqual(original.titleAlternatives![0])
      expect(journey.title).not.toEqual(original.title)
    },
  )
})
