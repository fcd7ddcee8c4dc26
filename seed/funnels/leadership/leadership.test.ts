import { describe, expect, it } from 'vitest'
import { validateDocument, type DocumentType } from '../../../schemas/content/validateDocument'
import { EMAIL_PLACEHOLDERS } from '../../../schemas/emailTemplate/schema'
import { abConfigProblems } from '../../../schemas/content/abConfigProblems'
import type { Answers, Variants } from '../../../web/src/funnel/answers'
import { processPages } from '../../../web/src/funnel/processPages'
import { scoreResult } from '../../../web/src/funnel/scoreResult'
import { type FlatPage, flat, processFunnel } from '../../kit/processTestKit'
import { ageGroups, gender, scale, sharedOptionSets } from '../../optionSets'
import { leadershipEmailTemplates } from './emailTemplates'
import { LEADERSHIP_PAGE_ORDER, leadershipDocuments, leadershipFunnel, leadershipPages, PRODUCT, PRODUCT_NAME } from './index'
import { leadershipOptionSets } from './optionSets'
import { FREQUENCY_STYLES, OPTION_POINTS, STATEMENT_STYLES, STYLES, type Style } from './scoring'
import { defaultVariants, leadershipAbTests } from './tests'

const process = (variants: Variants, answers: Answers = {}) => processFunnel(leadershipPages, leadershipAbTests, variants, answers)
const keysOf = (variants: Variants, answers: Answers = {}) => process(variants, answers).map((page) => page.key)
const page = (key: string, variants: Variants = {}, answers: Answers = {}) => process(variants, answers).find((p) => p.key === key)!

const TESTIMONIAL = `${PRODUCT}-testimonial`
const FLOW = `${PRODUCT}ExplanationFlowKey`
const WHAT_IS = `what${PRODUCT_NAME}Is`

// The spec's page lists (spec 2.7 order after the processing of section 4), written out in
// named runs so each case shows which runs it keeps.
const INTRO = 'landing age goal'
const SOCIAL_PROOF = 'explanation1 explanation2'
const ASSESSMENT = `quickQuestion1_1 quickQuestion1_2 quickQuestion1_3 quickQuestion1_4 quickQuestion1_5 quickQuestion1_6 quickQuestion1_7 quickQuestion1_8
  explanation3 explanation4 explanation5 explanation6 explanation7 explanation8
  quickQuestion2_1 quickQuestion2_2 quickQuestion2_3 quickQuestion2_4 quickQuestion2_5 quickQuestion2_6 quickQuestion2_7
  explanation9 explanation10 explanation11
  quickQuestion3_1 quickQuestion3_2 quickQuestion3_3 quickQuestion3_4 quickQuestion3_5 quickQuestion3_6 quickQuestionEfficency`
const CHART = 'efficencyChart'
const ANALYSIS = `explanation12 currentRole explanation13 challengingArea explanation14 recognition controlling misunderstood
  explanation15 explanation16 explanation17 email calculation result improve`
const THREE_PAGES = `${TESTIMONIAL} book-summaries-question book-comparison`
const PLAN = 'obstacle timeOfDay dedication explanation19 impactCalculation'
const BEFORE_AFTER = 'before-after-transformation'
const MOTIVATION = 'motivation'
const OFFER = 'tryForFree journey money timeline offer congrats register'
const list = (...runs: string[]) => runs.join(' ').trim().split(/\s+/)

const DEFAULT = list(INTRO, SOCIAL_PROOF, ASSESSMENT, CHART, ANALYSIS, 'explanation18', PLAN, BEFORE_AFTER, MOTIVATION, OFFER)
const threePageFlow = { ...defaultVariants, [FLOW]: 'threePageFlow' }

const cases: [string, Variants, string[]][] = [
  ['default variants', defaultVariants, DEFAULT],
  ['no assignment at all (behaves as the defaults)', {}, DEFAULT],
  ['interruptor1 skip', { ...defaultVariants, interruptor1Key: 'skip' }, list(INTRO, ASSESSMENT, CHART, ANALYSIS, 'explanation18', PLAN, BEFORE_AFTER, MOTIVATION, OFFER)],
  ['efficencyChart2 skip', { ...defaultVariants, efficencyChart2Key: 'skip' }, list(INTRO, SOCIAL_PROOF, ASSESSMENT, ANALYSIS, 'explanation18', PLAN, BEFORE_AFTER, MOTIVATION, OFFER)],
  ['qMotivation skip', { ...defaultVariants, qMotivationKey: 'skip' }, list(INTRO, SOCIAL_PROOF, ASSESSMENT, CHART, ANALYSIS, 'explanation18', PLAN, BEFORE_AFTER, OFFER)],
  ['beforeAfterTransformation hide', { ...defaultVariants, beforeAfterTransformationKey: 'hide' }, list(INTRO, SOCIAL_PROOF, ASSESSMENT, CHART, ANALYSIS, 'explanation18', PLAN, MOTIVATION, OFFER)],
  ['obstacleFlow normal', { ...defaultVariants, obstacleFlowKey: 'normal' }, DEFAULT],
  [
    'obstacleFlow learnTakeActionCreateHabits',
    { ...defaultVariants, obstacleFlowKey: 'learnTakeActionCreateHabits' },
    list(INTRO, SOCIAL_PROOF, ASSESSMENT, CHART, ANALYSIS, 'explanation18a', PLAN, BEFORE_AFTER, MOTIVATION, OFFER),
  ],
  [`obstacleFlow ${WHAT_IS}`, { ...defaultVariants, obstacleFlowKey: WHAT_IS }, list(INTRO, SOCIAL_PROOF, ASSESSMENT, CHART, ANALYSIS, 'explanation18b', PLAN, BEFORE_AFTER, MOTIVATION, OFFER)],
  [`${FLOW} threePageFlow`, threePageFlow, list(INTRO, SOCIAL_PROOF, ASSESSMENT, CHART, ANALYSIS, 'explanation18', THREE_PAGES, PLAN, BEFORE_AFTER, MOTIVATION, OFFER)],
  [
    `${FLOW} threePageFlow with obstacleFlow learnTakeActionCreateHabits`,
    { ...threePageFlow, obstacleFlowKey: 'learnTakeActionCreateHabits' },
    list(INTRO, SOCIAL_PROOF, ASSESSMENT, CHART, ANALYSIS, 'explanation18a', THREE_PAGES, PLAN, BEFORE_AFTER, MOTIVATION, OFFER),
  ],
  [
    `${FLOW} threePageFlow with obstacleFlow ${WHAT_IS} (threePageFlow removes 18b)`,
    { ...threePageFlow, obstacleFlowKey: WHAT_IS },
    list(INTRO, SOCIAL_PROOF, ASSESSMENT, CHART, ANALYSIS, THREE_PAGES, PLAN, BEFORE_AFTER, MOTIVATION, OFFER),
  ],
  [
    'every skip at once',
    { ...defaultVariants, interruptor1Key: 'skip', efficencyChart2Key: 'skip', qMotivationKey: 'skip', beforeAfterTransformationKey: 'hide' },
    list(INTRO, ASSESSMENT, ANALYSIS, 'explanation18', PLAN, OFFER),
  ],
]

describe('leadership content', () => {
  it('every document passes its zod schema', () => {
    for (const doc of leadershipDocuments) {
      const result = validateDocument(doc._type as DocumentType, doc)
      expect(result.ok ? [] : result.issues, doc._id).toEqual([])
    }
  })

  it('has unique document ids', () => {
    const ids = leadershipDocuments.map((doc) => doc._id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('has the pages of spec 2.7 in order, with path = key (landing empty)', () => {
    expect(leadershipPages.map((p) => p.key)).toEqual(LEADERSHIP_PAGE_ORDER)
    for (const p of leadershipPages) expect(p.path, p.key).toBe(p.key === 'landing' ? '' : p.key)
    // Spec 2.7 ends offer, congrats, register; the account page has no back arrow (spec 2.2).
    expect(LEADERSHIP_PAGE_ORDER.slice(-3)).toEqual(['offer', 'congrats', 'register'])
    expect(leadershipPages.at(-1)).toMatchObject({ componentType: 'registration', path: 'register', hideBackArrow: true })
    expect(leadershipPages.find((p) => p.key === 'congrats')?.buttonText?.en).toBeTruthy()
    for (const key of ['business', 'abilities', 'impact', 'programSelection']) {
      expect(leadershipPages.find((p) => p.key === key)?.hidden, key).toBe(true)
      for (const [, variants] of cases) expect(keysOf(variants), key).not.toContain(key)
    }
  })

  it('funnel settings', () => {
    expect(leadershipFunnel).toMatchObject({ key: 'leadership', basePath: '/leadership', order: 1, processing: { totalProgress: 400 }, pricingLookupKey: 'leadership_v1' })
    expect(leadershipFunnel.emailLanguages).toEqual(['en', 'es', 'pl', 'de', 'tr'])
    expect(leadershipFunnel.redirects?.map((r) => r.platform)).toEqual(['ios', 'android'])
    expect(leadershipFunnel.abTests?.map((r) => r._ref)).toEqual(leadershipAbTests.map((t) => t._id))
  })

  it('every option set a page uses is seeded, and option keys are the spec ones', () => {
    const seeded = new Set([...sharedOptionSets, ...leadershipOptionSets].map((set) => set._id))
    for (const p of flat(leadershipPages)) if (p.optionSet) expect(seeded.has(p.optionSet._ref), p.key).toBe(true)
    const keys = (name: string) => leadershipOptionSets.find((set) => set.name === name)!.options.map((o) => o.key)
    expect(keys('leadership.dedication')).toEqual(['5Mins', '10Mins', 'more15Mins'])
    expect(keys('leadership.currentRole')).toEqual(['notLeaderYet', 'smallTeamLeader', 'largeTeamLeader', 'execOrSeniorLeadershipPos'])
    expect(leadershipOptionSets.find((set) => set.name === 'leadership.motivation')!.options.map((o) => o.icon)).toEqual(['frown', 'annoyed', 'meh', 'smile', 'laugh'])
    for (const set of leadershipOptionSets) expect(set._id).toBe(`optionSet.${set.name}`)
  })

  it('reuses the shared gender, age group and scale sets instead of copies', () => {
    const setOf = (key: string) => flat(leadershipPages).find((p) => p.key === key)!.optionSet?._ref
    expect(setOf('landing')).toBe(gender._id)
    expect(setOf('age')).toBe(ageGroups._id)
    for (const key of ['quickQuestion1_1', 'quickQuestion3_6', 'quickQuestionEfficency']) expect(setOf(key), key).toBe(scale._id)
    const own = leadershipOptionSets.map((set) => set.name)
    for (const copy of ['leadership.gender', 'leadership.age', 'leadership.ageGroups', 'leadership.scale']) expect(own).not.toContain(copy)
  })

  it('has English and Polish for every text, and no placeholder copy', () => {
    const walk = (value: unknown, where: string): void => {
      if (Array.isArray(value)) value.forEach((entry, i) => walk(entry, `${where}.${i}`))
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>
        if (record._type === 'localeString' || record._type === 'localeText') {
          expect(record.en, where).toBeTruthy()
          expect(record.pl, where).toBeTruthy()
          expect(`${String(record.en)} ${String(record.pl)}`, where).not.toMatch(/lorem|ipsum|todo|tbd|\{\{|xxx/i)
        } else for (const [field, entry] of Object.entries(record)) walk(entry, `${where}.${field}`)
      }
    }
    for (const doc of [...leadershipPages, ...leadershipOptionSets, leadershipFunnel]) walk(doc, doc._id)
  })

  it('e-mail templates: welcome, results, course access, follow-ups in en, es, pl, de, tr with known placeholders', () => {
    expect(leadershipEmailTemplates.map((t) => t.key)).toEqual(['welcome', 'results', 'courseAccess', 'followUpWeek1', 'followUpMonth1'])
    for (const template of leadershipEmailTemplates) {
      for (const language of ['en', 'es', 'pl', 'de', 'tr'] as const) {
        const copy = `${template.subject[language] ?? ''} ${template.body[language] ?? ''}`
        expect(template.body[language], `${template.key} ${language}`).toBeTruthy()
        for (const [, name] of copy.matchAll(/\{\{(\w+)\}\}/g)) expect(EMAIL_PLACEHOLDERS, `${template.key} ${language}`).toContain(name)
      }
    }
  })
})

describe('leadership A/B tests (spec sections 5 and 9)', () => {
  it('pass the configuration checks: key = name + Key, variants, pages, no duplicates', () => {
    expect(abConfigProblems(leadershipAbTests)).toEqual([])
    for (const test of leadershipAbTests) {
      expect(test.key).toBe(`${test.name}Key`)
      expect(test.variants?.length).toBeGreaterThan(0)
      expect(test.pages?.length).toBeGreaterThan(0)
      for (const key of test.pages!) expect(LEADERSHIP_PAGE_ORDER, test.name).toContain(key)
    }
  })

  it('are the spec tests with their variants and weights', () => {
    const variants = Object.fromEntries(leadershipAbTests.map((t) => [t.name, t.variants!.map((v) => `${v.value}${v.weight === 50 || v.weight === 100 ? `:${v.weight}` : ''}`)]))
    expect(variants).toEqual({
      pricingSet: ['default:50', 'second:50'],
      payWallCheckoutType: ['checkout:50', 'inline:50'],
      pricingVersion: ['v1:100'],
      [`payWall${PRODUCT_NAME}BenefitsV2`]: ['simplified:50', 'simplified80Summaries:50'],
      payWallTrialTitle: ['original:50', 'firstSevenDays:50'],
      payWallSectionOrder: ['profileFirst:50', 'planFirst:50'],
      payWallMainTitle: ['original:50', 'journeyProgress:50'],
      bookSummariesQuestionVariant: ['applyLearning', 'biggestChallenge', 'realChange'],
      qImproveVariant: ['leadership:50', 'personalGrowth:50'],
      bookComparisonBanner: ['learnByDoing:50', 'moreThanBookSummaries:50'],
      interruptor1: ['show:50', 'skip:50'],
      efficencyChart2: ['show:50', 'skip:50'],
      qMotivation: ['show:50', 'skip:50'],
      obstacleFlow: ['normal', 'learnTakeActionCreateHabits', WHAT_IS],
      [`${PRODUCT}ExplanationFlow`]: ['original:50', 'threePageFlow:50'],
      beforeAfterTransformation: ['show:50', 'hide:50'],
      paymentConfirmationEmail: ['standard:50', 'courseEnrollment:50'],
    })
  })

  it('every rule names a funnel test and one of its variants', () => {
    const tests = new Map(leadershipAbTests.map((t) => [t.key, t.variants!.map((v) => v.value)]))
    for (const p of leadershipPages) {
      for (const rule of p.rules ?? []) {
        for (const condition of rule.conditions ?? []) {
          if (condition._type !== 'variantCondition') continue
          expect(tests.has(condition.test), `${p.key}: ${condition.test}`).toBe(true)
          for (const value of condition.values) expect(tests.get(condition.test), p.key).toContain(value)
        }
      }
    }
  })
})

describe('leadership processing (spec section 4)', () => {
  it.each(cases)('%s', (_name, variants, expected) => {
    expect(keysOf(variants)).toEqual(expected)
  })

  it('the e-mail page sits right before calculation, wherever it is stored', () => {
    const keys = keysOf(defaultVariants)
    expect(keys[keys.indexOf('calculation') - 1]).toBe('email')
    const email = flat(leadershipPages).find((p) => p.key === 'email')!
    const moved = [...flat(leadershipPages).filter((p) => p !== email), email]
    const processed = processPages(moved, defaultVariants, {}).map((p) => p.key)
    expect(processed[processed.indexOf('calculation') - 1]).toBe('email')
  })

  it.each([
    [0, 'Leadership starts before the title'],
    [1, 'In a small team, every habit counts'],
    [2, 'The bigger the team, the further your style reaches'],
    [3, 'The bigger the team, the further your style reaches'],
  ])('currentRole index %i sets explanation13 title "%s" (matched by option key)', (index, title) => {
    const option = ['notLeaderYet', 'smallTeamLeader', 'largeTeamLeader', 'execOrSeniorLeadershipPos'][index]!
    expect(page('explanation13').title?.en).toBe("Every leader's path looks different")
    expect(page('explanation13', defaultVariants, { currentRole: [{ key: option, index }] }).title?.en).toBe(title)
    // Answers stored before the options were reordered keep their copy: only the key counts.
    expect(page('explanation13', defaultVariants, { currentRole: [{ key: option, index: 3 - index }] }).title?.en).toBe(title)
  })

  it('every answer condition names an earlier question and one of its option keys', () => {
    const sets = new Map([...sharedOptionSets, ...leadershipOptionSets].map((set) => [set._id, set.options.map((o) => o.key)]))
    for (const p of leadershipPages) {
      for (const rule of p.rules ?? []) {
        for (const condition of rule.conditions ?? []) {
          if (condition._type !== 'answerCondition') continue
          const question = flat(leadershipPages).find((q) => q.key === condition.questionKey)!
          expect(LEADERSHIP_PAGE_ORDER.indexOf(question.key), p.key).toBeLessThan(LEADERSHIP_PAGE_ORDER.indexOf(p.key))
          expect(sets.get(question.optionSet!._ref), p.key).toContain(condition.optionKey)
        }
      }
    }
  })

  it.each([
    [0, 'motivator', 'Motivation can be learned', /small signals/],
    [1, 'conflictManager', 'Conflict can make a team stronger', /disagreement/],
    [2, 'delegator', 'Delegating is a skill, not a risk', /Letting go/],
    [3, 'innovationDriver', 'Innovation starts with small experiments', /experiments/],
  ])('challengingArea index %i (%s) sets explanation14 title and paragraph', (index, key, title, paragraph) => {
    const processed = page('explanation14', defaultVariants, { challengingArea: [{ key, index }] })
    expect(processed.title?.en).toBe(title)
    expect(processed.paragraphs).toHaveLength(1)
    expect(processed.paragraphs?.[0]?.en).toMatch(paragraph)
  })

  it('A/B copy: benefits, banner, version and title alternatives follow the variant', () => {
    const benefits = `payWall${PRODUCT_NAME}BenefitsV2Key`
    expect(page('offer').benefitsKey).toBe('simplified')
    expect(page('offer', { ...defaultVariants, [benefits]: 'simplified80Summaries' }).benefitsKey).toBe('simplified80Summaries')
    expect(page('money', {}).versionKey).toBe('v1')
    const three = { ...defaultVariants, [FLOW]: 'threePageFlow' }
    expect(page('book-comparison', three).bannerKey).toBe('learnByDoing')
    expect(page('book-comparison', { ...three, bookComparisonBannerKey: 'moreThanBookSummaries' }).bannerKey).toBe('moreThanBookSummaries')
    const bookTitles = ['applyLearning', 'biggestChallenge', 'realChange'].map((v) => page('book-summaries-question', { ...three, bookSummariesQuestionVariantKey: v }).title?.en)
    expect(new Set(bookTitles).size).toBe(3)
    expect(page('improve', { qImproveVariantKey: 'personalGrowth' }).title?.en).toMatch(/personal growth/)
    expect(page('improve', { qImproveVariantKey: 'leadership' }).title?.en).toMatch(/leadership skills/)
  })
})

describe('leadership style scoring', () => {
  const scoring = flat(leadershipPages).find((p) => p.key === 'result')!.resultScoring!
  const optionKeys = (p: FlatPage) => [...sharedOptionSets, ...leadershipOptionSets].find((set) => set._id === p.optionSet?._ref)!.options.map((o) => o.key)

  it('scores the eight styles and only real questions and options', () => {
    expect(scoring.eventName).toBe('Calculated leadership style')
    expect(scoring.outcomes.map((o) => o.key)).toEqual([...STYLES])
    for (const rule of scoring.points) {
      const question = flat(leadershipPages).find((p) => p.key === rule.questionKey)
      expect(question, rule._key).toBeDefined()
      if (rule.optionKey) expect(optionKeys(question!), rule._key).toContain(rule.optionKey)
    }
    const quick = LEADERSHIP_PAGE_ORDER.filter((key) => key.startsWith('quickQuestion'))
    expect(quick.filter((key) => !(key in STATEMENT_STYLES) && !(key in FREQUENCY_STYLES))).toEqual([])
  })

  it.each([...STYLES])('an answer pattern that leans to %s gives %s', (style: Style) => {
    const answers: Record<string, { key: string; index: number }[]> = {}
    for (const [key, leaning] of Object.entries(STATEMENT_STYLES)) answers[key] = leaning === style ? [{ key: 'five', index: 4 }] : [{ key: 'one', index: 0 }]
    for (const [key, styles] of Object.entries(FREQUENCY_STYLES)) answers[key] = styles.includes(style) ? [{ key: 'allTheTime', index: 0 }] : [{ key: 'never', index: 4 }]
    for (const [key, options] of Object.entries(OPTION_POINTS)) {
      const entries = Object.entries(options)
      const best = entries.reduce((a, b) => ((b[1][style] ?? 0) > (a[1][style] ?? 0) ? b : a))
      answers[key] = [{ key: best[0], index: entries.indexOf(best) }]
    }
    expect(scoreResult(scoring, answers).key).toBe(style)
  })
})
