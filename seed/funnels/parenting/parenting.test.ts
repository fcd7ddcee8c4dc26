import { describe, expect, it } from 'vitest'
import { validateDocument, type DocumentType } from '../../../schemas/content/validateDocument'
import { abConfigProblems } from '../../../schemas/content/abConfigProblems'
import type { Answers, Variants } from '../../../web/src/funnel/answers'
import { processFunnel } from '../../kit/processTestKit'
import { sharedOptionSets } from '../../optionSets'
import { parentingEmailTemplates } from './emailTemplates'
import { parentingLifecycleEmails } from './lifecycleEmails'
import { PARENTING_PAGE_ORDER, parentingDocuments, parentingFunnel, parentingPages } from './index'
import { parentingOptionSets } from './optionSets'
import { defaultVariants, parentingAbTests } from './tests'

const process = (variants: Variants, answers: Answers = {}) => processFunnel(parentingPages, parentingAbTests, variants, answers)
const keysOf = (variants: Variants, answers: Answers = {}) => process(variants, answers).map((page) => page.key)
const page = (key: string, variants: Variants = {}, answers: Answers = {}) => process(variants, answers).find((p) => p.key === key)!
const answer = (key: string, index = 0) => [{ key, index }]

/** Spec section 2, "Parenting pages, in order", then the account page after the thank-you. */
const SPEC_ORDER = `landing who-are-you age social-proof number-of-kids kids-ages family-dynamics time-availability parenting-struggle severity
  empathy-promise parenting-style-1 parenting-style-2 values-teaching discipline-beliefs validation-moment communication screen-time self-care
  temper socialization aspiration encouragement-boost role-models happiness-statement sleep-energy stress-check self-doubt final-validation
  equality-attitude interest-focus-areas learning-preference sample-books dedication email calculation plan-reveal more-social-proof
  try-for-free journey money timeline offer faq try-free congrats register`.split(/\s+/)

// No parenting test adds or removes pages: every combination keeps the spec's list. The tests
// change what the pages show (see 'what each variant changes' below).
const combinations: [string, Variants][] = []
for (const landingPageVariantKey of ['original', 'screenshot'])
  for (const promisePageLayoutKey of ['cards', 'list'])
    for (const socialProofVersionKey of ['headway', 'original']) combinations.push([`${landingPageVariantKey} / ${promisePageLayoutKey} / ${socialProofVersionKey}`, { landingPageVariantKey, promisePageLayoutKey, socialProofVersionKey, pricingSetKey: 'default' }])

describe('parenting content', () => {
  it('every document passes its zod schema, ids are unique', () => {
    for (const doc of parentingDocuments) {
      const result = validateDocument(doc._type as DocumentType, doc)
      expect(result.ok ? [] : result.issues, doc._id).toEqual([])
    }
    const ids = parentingDocuments.map((doc) => doc._id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('has the pages of spec section 2 in order, path = key (landing empty)', () => {
    expect(PARENTING_PAGE_ORDER).toEqual(SPEC_ORDER)
    expect(parentingPages.map((p) => p.key)).toEqual(SPEC_ORDER)
    for (const p of parentingPages) expect(p.path, p.key).toBe(p.key === 'landing' ? '' : p.key)
    expect(parentingPages.find((p) => p.key === 'congrats')!.hideBackArrow).toBe(true)
    // The thank-you's button (shown once the visitor chose to wait or to be refunded) leads to the account.
    expect(parentingPages.find((p) => p.key === 'congrats')).toMatchObject({ componentType: 'waitingRoom', buttonText: { en: expect.any(String), pl: expect.any(String) } })
    expect(parentingPages.at(-1)).toMatchObject({ key: 'register', componentType: 'registration', hideBackArrow: true })
  })

  it('funnel settings', () => {
    expect(parentingFunnel).toMatchObject({ key: 'parenting', basePath: '/parenting', pricingLookupKey: 'leadership_v2', processing: { totalProgress: 400 } })
    expect(parentingFunnel.emailLanguages).toEqual(['en', 'es', 'pl', 'de', 'tr'])
    expect(parentingFunnel.abTests?.map((r) => r._ref)).toEqual(parentingAbTests.map((t) => t._id))
    expect(parentingFunnel.emailTemplates?.map((r) => r._ref)).toEqual([...parentingEmailTemplates, ...parentingLifecycleEmails].map((t) => t._id))
    for (const template of parentingEmailTemplates) expect(template._id).toMatch(/^emailTemplate\.parenting\./)
    expect(parentingDocuments).toEqual(expect.arrayContaining(parentingEmailTemplates))
  })

  it('option sets have the spec keys, and every set a page uses is seeded', () => {
    const keys = (name: string) => parentingOptionSets.find((set) => set.name === `parenting.${name}`)!.options.map((o) => o.key)
    expect(keys('role')).toEqual(['parent', 'stepparent', 'grandparent', 'other'])
    expect(keys('age')).toEqual(['18-24', '25-34', '35-44', '45-54', '55plus', 'preferNotToSay'])
    expect(keys('numberOfKids')).toEqual(['expecting', 'one', 'two', 'three', 'fourPlus'])
    expect(keys('kidsAges')).toEqual(['baby', 'toddler1-3', 'child4-7', 'tween8-11', 'preteen', 'teen', 'grownUp'])
    expect(keys('familyDynamics')).toEqual(['twoParents', 'singleParent', 'coParenting', 'blended', 'other'])
    expect(keys('timeAvailability')).toEqual(['fullTimeWork', 'partTimeWork', 'stayHome', 'noWork', 'other'])
    expect(keys('struggles')).toEqual(['tantrums', 'yelling', 'notListening', 'screenTime', 'bullying', 'anxiety', 'siblingRivalry', 'everythingAtOnce'])
    expect(keys('severity')).toEqual(['debilitating', 'frequent', 'occasional', 'justCurious'])
    expect(keys('style1')).toEqual(['guideCalmly', 'raiseVoice', 'withdraw', 'itVaries', 'notSure'])
    expect(keys('style2')).toEqual(['strict', 'relaxed', 'inBetween'])
    expect(keys('values')).toEqual(['honesty', 'responsibility', 'gratitude', 'empathy', 'independence', 'other'])
    expect(keys('discipline')).toEqual(['teachingTool', 'punishment', 'challenge', 'lastResort', 'confusing'])
    expect(keys('screenTime')).toEqual(['none', 'lessThan1h', '1to2h', '3hPlus', 'noIdea'])
    expect(keys('selfCare')).toEqual(['thisWeek', 'thisMonth', 'cantRemember', 'never'])
    expect(keys('sleepEnergy')).toEqual(['yes', 'no', 'sometimes'])
    expect(keys('equality')).toEqual(['equal', 'balance', 'moreTopDown'])
    expect(keys('learning')).toEqual(['shortPassages', 'audio', 'both', 'doesntMatter'])
    expect(keys('focusAreas')).toEqual(['behavior', 'discipline', 'closerRelationship', 'empathy', 'betterHabits', 'communication'])
    expect(keys('roleModels')).toEqual(['always', 'sometimes', 'no'])
    const labels = (name: string) => parentingOptionSets.find((set) => set.name === `parenting.${name}`)!.options.map((o) => o.label.en)
    expect(labels('kidsAges').join(' ')).toMatch(/0–12 months.*1–3.*4–7.*8–11.*12–13.*14–18.*18\+/)
    expect(labels('age').slice(0, 5)).toEqual(['18–24', '25–34', '35–44', '45–54', '55+'])
    const seeded = new Set([...sharedOptionSets, ...parentingOptionSets].map((set) => set._id))
    for (const p of parentingPages) if ('optionSet' in p && p.optionSet) expect(seeded.has(p.optionSet._ref), p.key).toBe(true)
    expect(parentingPages.filter((p) => p.componentType === 'checkboxQuestion').map((p) => p.key)).toEqual(['kids-ages', 'parenting-struggle', 'interest-focus-areas'])
  })

  it('has English and Polish for every text, and no placeholder copy', () => {
    const walk = (value: unknown, where: string): void => {
      if (Array.isArray(value)) value.forEach((entry, i) => walk(entry, `${where}.${i}`))
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>
        if (record._type === 'localeString' || record._type === 'localeText' || record._type === 'localePortableText') {
          expect(record.en, where).toBeTruthy()
          expect(record.pl, where).toBeTruthy()
          expect(JSON.stringify([record.en, record.pl]), where).not.toMatch(/lorem|ipsum|todo|tbd|\{\{|xxx/i)
        } else for (const [field, entry] of Object.entries(record)) walk(entry, `${where}.${field}`)
      }
    }
    for (const doc of parentingDocuments) walk(doc, doc._id)
  })
})

describe('parenting A/B tests (spec section 9)', () => {
  it('are the spec tests, with their variants and weights', () => {
    expect(abConfigProblems(parentingAbTests)).toEqual([])
    const variants = Object.fromEntries(parentingAbTests.map((t) => [t.name, t.variants!.map((v) => `${v.value}:${v.weight}`)]))
    expect(variants).toEqual({
      landingPageVariant: ['original:50', 'screenshot:50'],
      promisePageLayout: ['cards:50', 'list:50'],
      socialProofVersion: ['headway:50', 'original:50'],
      pricingSet: ['default:100'],
    })
    expect(parentingAbTests.find((t) => t.name === 'pricingSet')!.description).toMatch(/becomes the offer page's pricingSet/)
  })

  it.each(combinations)('%s keeps every page of the spec', (_name, variants) => {
    expect(keysOf(variants)).toEqual(SPEC_ORDER)
  })

  it('an unassigned visitor sees the default variants', () => {
    expect(defaultVariants).toEqual({ landingPageVariantKey: 'original', promisePageLayoutKey: 'cards', socialProofVersionKey: 'headway', pricingSetKey: 'default' })
    expect(keysOf({})).toEqual(SPEC_ORDER)
  })

  it('what each variant changes', () => {
    expect(page('landing').images?.[0]?.src).toBe('/images/parenting/landing-original.svg')
    const screenshot = page('landing', { landingPageVariantKey: 'screenshot' })
    expect(screenshot.images?.[0]).toMatchObject({ src: '/images/parenting/landing-screenshot.svg', width: 640, height: 400 })
    expect(screenshot.images?.[0]?.alt?.pl).toBeTruthy()
    expect(screenshot.title?.en).not.toBe(page('landing').title?.en)
    expect(page('empathy-promise').layout).toBe('cards')
    expect(page('empathy-promise', { promisePageLayoutKey: 'list' }).layout).toBe('list')
    expect(page('social-proof').items?.map((i) => i.title.en)).toEqual(['300+', '94%', '2500'])
    expect(page('social-proof').storeRatings).toBeUndefined()
    const original = page('social-proof', { socialProofVersionKey: 'original' })
    expect(original.items).toEqual([])
    expect(original.storeRatings).toMatchObject({ appStore: 4.8, playStore: 4.3 })
  })
})

describe('parenting answer-driven copy (spec section 4)', () => {
  it.each([
    ['discipline-beliefs', 'teachingTool', 'validation-moment', /right track/],
    ['discipline-beliefs', 'confusing', 'validation-moment', /confusing/],
    ['parenting-struggle', 'yelling', 'encouragement-boost', /yelling/],
    ['sleep-energy', 'no', 'final-validation', /Tired parents/],
    ['severity', 'debilitating', 'empathy-promise', /easier/],
  ])('%s = %s changes the wording of %s', (question, option, target, title) => {
    expect(page(target).title?.en).not.toMatch(title)
    expect(page(target, {}, { [question]: answer(option, 3) }).title?.en).toMatch(title)
  })

  it('every answer condition names an earlier question and one of its option keys', () => {
    const sets = new Map(parentingOptionSets.map((set) => [set._id, set.options.map((o) => o.key)]))
    for (const p of parentingPages)
      for (const rule of p.rules ?? [])
        for (const condition of rule.conditions ?? []) {
          if (condition._type !== 'answerCondition') continue
          const question = parentingPages.find((q) => q.key === condition.questionKey)!
          expect(SPEC_ORDER.indexOf(question.key), p.key).toBeLessThan(SPEC_ORDER.indexOf(p.key))
          expect(sets.get((question as { optionSet?: { _ref: string } }).optionSet!._ref), p.key).toContain(condition.optionKey)
        }
  })

  it('agreement statements show info boxes for 0-2 and 3-4; severity answers show supportive info', () => {
    const statements = parentingPages.filter((p) => p.componentType === 'scaleQuestion')
    expect(statements.map((p) => p.key)).toEqual(['communication', 'temper', 'socialization', 'aspiration', 'happiness-statement', 'stress-check', 'self-doubt'])
    for (const p of statements) expect(page(p.key).empathyInfo?.map((r) => [r.rangeStart, r.rangeEnd]), p.key).toEqual([[0, 2], [3, 4]])
    expect(page('severity').optionInfo?.map((i) => i.optionKey)).toEqual(['debilitating', 'frequent', 'occasional', 'justCurious'])
  })
})
